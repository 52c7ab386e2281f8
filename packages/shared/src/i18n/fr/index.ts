import type { PatientCatalog, Translation } from '../languages';
import { messages } from './messages';
import { password } from './password';
import { common } from './common';
import { auth } from './auth';
import { authorizations } from './authorizations';
import { providers } from './providers';
import { wizard } from './wizard';
import { payments } from './payments';
import { subscription } from './subscription';
import { requestsList } from './requests-list';
import { tracking } from './tracking';
import { dependents } from './dependents';
import { profile } from './profile';
import { support } from './support';
import { sharing } from './sharing';
import { fees } from './fees';
import { security } from './security';

/** Français : tout ce que lit le patient (le guichet des dossiers reste en anglais). Chargé à la demande. */
export const catalog: Translation<PatientCatalog> = {
  messages,
  password,
  common,
  auth,
  authorizations,
  providers,
  wizard,
  payments,
  subscription,
  requestsList,
  tracking,
  dependents,
  profile,
  support,
  sharing,
  fees,
  security,
};

/**
 * French has a third CLDR plural form, `many`, for large round numbers (1 000 000 → « 1 000 000 de
 * demandes »); `one` covers 0 and 1. It is added to the same keys, as ar/ does.
 */
export const plurals = {
  providers: { search: { resultsCount_many: '{{count}} de prestataires trouvés' } },
  dependents: {
    ageYears_many: '{{count}} d’années',
    timeline: { count_many: '{{count}} de demandes' },
  },
  requestsList: { card: { unreadMessages_many: '{{count}} de messages non lus' } },
  tracking: {
    list: { results_many: '{{count}} de demandes' },
    chat: { unread_many: '{{count}} de nouveaux messages' },
  },
};

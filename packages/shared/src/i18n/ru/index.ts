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

/** Русский (Russian): everything the patient reads (the records desk stays English). Loaded on demand. */
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
 * Russian has four plural forms (one, few, many, other); the catalog's shape has English's two.
 * `_one` (1, 21, 31…) and `_other` (fractions) are in the catalog; `_few` (2–4, 22–24…) and
 * `_many` (0, 5–20, 25…) for every counted text are added to the same keys.
 */
export const plurals = {
  common: {
    nav: {
      waitingCount_few: ', {{count}} запроса ждут вас',
      waitingCount_many: ', {{count}} запросов ждут вас',
    },
    dashboard: {
      todo: {
        unread_messages: {
          title_few: '{{count}} новых сообщения от отдела документации',
          title_many: '{{count}} новых сообщений от отдела документации',
        },
        records_ready: {
          title_few: 'Готово новых документов: {{count}}',
          title_many: 'Готово новых документов: {{count}}',
        },
      },
    },
  },
  providers: {
    search: {
      resultsCount_few: 'Найдено {{count}} организации',
      resultsCount_many: 'Найдено {{count}} организаций',
    },
  },
  dependents: {
    ageYears_few: '{{count}} года',
    ageYears_many: '{{count}} лет',
    timeline: { count_few: '{{count}} запроса', count_many: '{{count}} запросов' },
  },
  requestsList: {
    card: {
      unreadMessages_few: '{{count}} непрочитанных сообщения',
      unreadMessages_many: '{{count}} непрочитанных сообщений',
    },
  },
  tracking: {
    list: { results_few: '{{count}} запроса', results_many: '{{count}} запросов' },
    chat: { unread_few: '{{count}} новых сообщения', unread_many: '{{count}} новых сообщений' },
  },
};

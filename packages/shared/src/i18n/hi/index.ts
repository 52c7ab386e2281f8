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

/** हिन्दी (Hindi): everything the patient reads (the records desk stays English). Loaded on demand. */
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

import type { PatientCatalog, Translation } from '../languages';
import { auth, authorizations, common, messages, password, profile, requestsList, support } from './core';
import { dependents, payments, providers, subscription } from './care';
import { tracking, wizard } from './requests';
import { sharing } from './share';
import { fees } from './fees';

/** 한국어 (Korean): everything the patient reads (the records desk stays English). Loaded on demand. */
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
};

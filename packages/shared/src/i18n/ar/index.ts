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

/** العربية (Arabic, right to left): everything the patient reads (the records desk stays English). Loaded on demand. */
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
 * Arabic has six plural forms (zero, one, two, few, many, other); the catalog's shape has
 * English's two. The other four, for every counted text, are added to the same keys.
 */
export const plurals = {
  common: {
    nav: {
      waitingCount_zero: ', لا توجد طلبات تنتظرك',
      waitingCount_two: ', طلبان ينتظرانك',
      waitingCount_few: ', {{count}} طلبات تنتظرك',
      waitingCount_many: ', {{count}} طلبًا ينتظرك',
    },
    dashboard: {
      todo: {
        unread_messages: {
          title_zero: 'لا توجد رسائل جديدة',
          title_two: 'رسالتان جديدتان من مكتب السجلات',
          title_few: '{{count}} رسائل جديدة من مكتب السجلات',
          title_many: '{{count}} رسالة جديدة من مكتب السجلات',
        },
        records_ready: {
          title_zero: 'لا توجد سجلات جديدة',
          title_two: 'سجلان جديدان جاهزان',
          title_few: '{{count}} سجلات جديدة جاهزة',
          title_many: '{{count}} سجلًا جديدًا جاهزًا',
        },
      },
    },
  },
  providers: {
    search: {
      resultsCount_zero: 'لم يتم العثور على أي مقدّم خدمة',
      resultsCount_two: 'تم العثور على مقدّمَي خدمة',
      resultsCount_few: 'تم العثور على {{count}} مقدّمي خدمة',
      resultsCount_many: 'تم العثور على {{count}} مقدّم خدمة',
    },
  },
  dependents: {
    ageYears_zero: 'أقل من سنة',
    ageYears_two: 'سنتان',
    ageYears_few: '{{count}} سنوات',
    ageYears_many: '{{count}} سنة',
    timeline: {
      count_zero: 'لا توجد طلبات',
      count_two: 'طلبان',
      count_few: '{{count}} طلبات',
      count_many: '{{count}} طلبًا',
    },
  },
  requestsList: {
    card: {
      unreadMessages_zero: 'لا توجد رسائل غير مقروءة',
      unreadMessages_two: 'رسالتان غير مقروءتين',
      unreadMessages_few: '{{count}} رسائل غير مقروءة',
      unreadMessages_many: '{{count}} رسالة غير مقروءة',
    },
  },
  tracking: {
    list: {
      results_zero: 'لا توجد طلبات',
      results_two: 'طلبان',
      results_few: '{{count}} طلبات',
      results_many: '{{count}} طلبًا',
    },
    chat: {
      unread_zero: 'لا توجد رسائل جديدة',
      unread_two: 'رسالتان جديدتان',
      unread_few: '{{count}} رسائل جديدة',
      unread_many: '{{count}} رسالة جديدة',
    },
  },
};

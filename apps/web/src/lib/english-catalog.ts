import { profile } from '@portal/shared/i18n/en/profile';
import { security } from '@portal/shared/i18n/en/security';
import { staff } from '@portal/shared/i18n/en/staff';
import { subscription } from '@portal/shared/i18n/en/subscription';
import { support } from '@portal/shared/i18n/en/support';
import { tracking } from '@portal/shared/i18n/en/tracking';

/**
 * The rest of the English catalog, a chunk of its own: with the entry's namespaces (i18n.ts
 * FIRST_TEXTS) and a request's (english-request-texts.ts, a chunk loaded beside this one), the
 * whole catalog (lib/i18n.ts loadAllTexts; i18n.test.ts checks it is the shared `en`).
 */
export const REST_TEXTS = { profile, security, staff, subscription, support, tracking };

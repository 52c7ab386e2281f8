import { authorizations } from '@portal/shared/i18n/en/authorizations';
import { dependents } from '@portal/shared/i18n/en/dependents';
import { fees } from '@portal/shared/i18n/en/fees';
import { payments } from '@portal/shared/i18n/en/payments';
import { providers } from '@portal/shared/i18n/en/providers';
import { requestsList } from '@portal/shared/i18n/en/requests-list';
import { sharing } from '@portal/shared/i18n/en/sharing';
import { wizard } from '@portal/shared/i18n/en/wizard';

/**
 * The English namespaces a request's first screens draw beside the entry's (a wizard's step, the
 * public pages opened from mail): the wizard and what its steps and widgets use (fees, payments,
 * the authorization, sharing's step-up, providers, dependents, the request labels). A chunk of
 * its own; english-catalog.ts adds the rest (the desk, security, profile, Store & Share, support,
 * tracking) for every other page, and a wizard loads it with its other steps.
 */
export const REQUEST_TEXTS = { authorizations, dependents, fees, payments, providers, requestsList, sharing, wizard };

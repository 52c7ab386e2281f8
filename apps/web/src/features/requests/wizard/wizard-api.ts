import { apiPath } from '@portal/shared';
import type { RequestBodyInput, RequestSaved, WizardRequest } from '@portal/shared';
import { api, FIXED_AUTHORIZATION } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';
import type { WizardKind } from '@portal/shared';

const path = (kind: WizardKind) => apiPath(kind === 'record' ? 'submitRecordRequest' : 'submitFormRequest');
const abandonPath = (kind: WizardKind) => apiPath(kind === 'record' ? 'abandonRecordDraft' : 'abandonFormDraft');

/** The wizard's calls (spec section 7 "Requests"). */
export const wizardApi = {
  save: (kind: WizardKind, body: RequestBodyInput) =>
    api<RequestSaved>(path(kind), { method: 'POST', body: { ...body, status: 'draft' } }),
  submit: (kind: WizardKind, body: RequestBodyInput) =>
    api<RequestSaved>(path(kind), { method: 'POST', body: { ...body, status: 'ordered' }, timeout: true }),
  abandon: (kind: WizardKind, rid: string) => api<RequestSaved>(abandonPath(kind), { method: 'POST', body: { rid } }),
  get: (rid: string) => api<WizardRequest>(apiPath('getRequestForResume', { rid })),
};

/** A last draft save while the page unloads: keepalive lets it finish after the page is gone. */
export function sendDraftOnExit(kind: WizardKind, body: RequestBodyInput) {
  const { token } = sessionStore.get();
  if (!token) return;
  void fetch(path(kind), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', authorization: FIXED_AUTHORIZATION, 'authorization-token': token },
    body: JSON.stringify({ ...body, status: 'draft' }),
  }).catch(() => undefined);
}

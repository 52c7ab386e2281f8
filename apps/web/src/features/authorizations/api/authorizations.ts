import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthorizationSummary,
  EAuthorizationContext,
  EAuthorizationFormInput,
  FileRef,
  SignedAuthorization,
  GovtIdValue,
  SupportingDoc,
} from '@portal/shared';
import { api, apiRaw } from '../../../lib/api';

/** Calls of spec section 7 "Authorizations and documents", with TanStack Query. */
export const keys = {
  auths: (rid: string) => ['authorizations', rid] as const,
  govt: (rid: string) => ['government-id', rid] as const,
  supporting: (rid: string) => ['supporting-docs', rid] as const,
  context: (rid: string) => ['e-authorization-context', rid] as const,
  signed: (rid: string) => ['e-authorization-signed', rid] as const,
};

export interface AuthorizationsAnswer {
  authorizations: AuthorizationSummary[];
  custodian_id: number | null;
}

export function useAuthorizations(rid: string | null) {
  return useQuery({
    queryKey: keys.auths(rid ?? ''),
    queryFn: () => api<AuthorizationsAnswer>(apiPath('listAuthorizations'), { query: { rid } }),
    enabled: !!rid,
  });
}

export function useSignEAuthorization(rid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: EAuthorizationFormInput) =>
      api<AuthorizationSummary>(apiPath('signAuthorization'), { method: 'POST', body: { rid, form }, timeout: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.auths(rid) }),
  });
}

/** What the e-authorization pre-fills: the request's patient and the account holder. */
export function useSigningContext(rid: string) {
  return useQuery({
    queryKey: keys.context(rid),
    queryFn: () => api<EAuthorizationContext>(apiPath('getAuthorizationContext'), { query: { rid } }),
  });
}

/** What the authorization step adopted (answers, signature, parties): the confirm step completes the scope from it. */
export function useSignedAuthorization(rid: string | null, enabled = true) {
  return useQuery({
    queryKey: keys.signed(rid ?? ''),
    queryFn: () => api<SignedAuthorization>(apiPath('getSignedAuthorization'), { query: { rid } }),
    enabled: enabled && !!rid,
    // Signing again replaces it: read it afresh whenever the confirm step opens.
    staleTime: 0,
  });
}

/** The PDF signing would store, rendered by the server from the form as it stands. */
export function usePreviewEAuthorization(rid: string) {
  return useMutation({
    mutationFn: async (form: EAuthorizationFormInput) => {
      const res = await apiRaw(apiPath('previewAuthorization'), { method: 'POST', body: { rid, form }, timeout: true });
      return res.blob();
    },
  });
}

const form = (file: File, name = 'file') => {
  const fd = new FormData();
  fd.append(name, file);
  return fd;
};

export const uploadGeneralRelease = (rid: string, file: File) =>
  api<AuthorizationSummary>(apiPath('uploadGeneralRelease'), { method: 'POST', query: { rid }, body: form(file) });
export const uploadGovtSide = (rid: string, side: 'front' | 'back', file: File) =>
  api<FileRef>(apiPath('uploadGovernmentIdSide'), { method: 'PATCH', query: { rid, side }, body: form(file) });
export const removeGovtSide = (id: string) =>
  api(apiPath('removeGovernmentId'), { method: 'DELETE', query: { document_id: id } });
export const uploadSupporting = (rid: string, file: File) =>
  api<FileRef>(apiPath('uploadSupportingDocument'), { method: 'POST', query: { rid }, body: form(file) });
export const removeSupporting = (id: string) => api(apiPath('removeSupportingDocument', { id }), { method: 'DELETE' });
export const uploadPatientForm = (rid: string, file: File) =>
  api<FileRef>(apiPath('uploadPatientForm'), { method: 'POST', query: { rid }, body: form(file) });

export function useGovtId(rid: string) {
  return useQuery({
    queryKey: keys.govt(rid),
    queryFn: () => api<GovtIdValue>(apiPath('showGovernmentId'), { query: { rid } }),
  });
}
export function useSupportingDocs(rid: string) {
  return useQuery({
    queryKey: keys.supporting(rid),
    queryFn: () => api<{ documents: SupportingDoc[] }>(apiPath('listSupportingDocuments'), { query: { rid } }),
  });
}

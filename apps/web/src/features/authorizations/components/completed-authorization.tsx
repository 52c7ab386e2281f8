import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Box, Button, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  AUTHORIZATION_TEXTS,
  authorizationDocument,
  mdyToIso,
  scopeOf,
  signedScopeInput,
  type AuthorizationDocument,
  type ScopeRequest,
  type SignedAuthorization,
} from '@portal/shared';
import { requestInfoLabels } from '../../../lib/i18n';
import { Busy } from '../../../lib/components/busy';
import { useSignedAuthorization } from '../api/authorizations';

/** The request's answers as the server will save them at submission (the fax block only for a fax return). */
export function scopeRequestOf(r: {
  kind: 'record' | 'form';
  allRecords: boolean;
  recordsAfter: string | null;
  recordsBefore: string | null;
  recordTypes: readonly string[];
  reasons: readonly string[];
  deliveryMethod: string | null;
  faxNumber?: string | null;
  recipientName?: string | null;
  recipientType?: string | null;
}): ScopeRequest {
  const iso = (v: string | null) => (!v ? null : /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : mdyToIso(v));
  const fax = r.deliveryMethod === 'fax_return';
  return {
    requestType: r.kind === 'form' ? 'Form' : 'Record',
    allRecords: r.allRecords,
    recordsAfter: iso(r.recordsAfter),
    recordsBefore: iso(r.recordsBefore),
    recordTypes: r.recordTypes,
    reasonForRequest: r.reasons,
    deliveryMethod: r.deliveryMethod,
    faxNumber: fax ? (r.faxNumber ?? null) : null,
    recipientName: fax ? (r.recipientName ?? null) : null,
    recipientType: fax ? (r.recipientType ?? null) : null,
  };
}

/** The completed document: the shared builder over what was adopted and the final answers. */
export function completedDocument(
  signed: SignedAuthorization,
  request: ScopeRequest,
  labels: Parameters<typeof scopeOf>[1],
): AuthorizationDocument {
  return authorizationDocument(
    AUTHORIZATION_TEXTS[signed.language],
    scopeOf(signedScopeInput(signed, request), labels),
  );
}

/**
 * The confirm step's view of the signed authorization as the submission will complete it: the
 * scope lines the PDF will state (dates, record types or form, sensitive information released and
 * withheld, recipient, purpose, expiry, the representative's authority), the signature adopted on
 * the authorization step, and the whole text on demand. In the document's language and direction.
 */
export function CompletedAuthorization({ rid, request }: { rid: string; request: ScopeRequest }) {
  const { t } = useTranslation();
  const signed = useSignedAuthorization(rid);
  const language = signed.data?.language;
  const labels = useQuery({
    queryKey: ['request-info-labels', language],
    queryFn: () => requestInfoLabels(language!),
    enabled: !!language,
    staleTime: Infinity,
  });
  const [full, setFull] = useState(false);
  if (signed.isError || labels.isError)
    return (
      <Alert color="red" role="alert">
        <Text c="red.9">{(signed.error ?? labels.error)?.message}</Text>
      </Alert>
    );
  if (!signed.data || !labels.data) return <Busy />;
  const s = signed.data;
  const texts = AUTHORIZATION_TEXTS[s.language];
  const doc = completedDocument(s, request, labels.data);
  const lines = doc.paragraphs.filter((p) => !p.small);
  const a = s.answers;
  const role = a.role === 'patient' ? '' : ` — ${texts.roles[a.role]}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="authorization-completed">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('wizard.confirm.completedTitle')}
        </Title>
        <Text size="sm">{t('wizard.confirm.authorizationScope')}</Text>
        <Box dir={texts.dir} lang={s.language} style={{ overflowWrap: 'anywhere' }}>
          <Text fw={600} size="sm">
            {doc.title}
          </Text>
          <List size="sm" spacing={4} mt={4} data-testid="authorization-scope-lines">
            {lines.map((p) => (
              <List.Item key={p.text}>{p.text}</List.Item>
            ))}
          </List>
          <Box mt="sm" role="group" aria-label={t('wizard.confirm.adoptedSignature')} data-testid="adopted-signature">
            <Text size="xs" c="dimmed">
              {t('wizard.confirm.adoptedSignature')}
            </Text>
            <Group
              gap="xs"
              align="center"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-6)', minHeight: 48 }}
            >
              <Badge variant="outline" color="blue.9" aria-label={texts.dsMarkLabel} role="img">
                {texts.dsMark}
              </Badge>
              {s.signature.mode === 'draw' ? (
                <img src={s.signature.value} alt={texts.preview} style={{ maxHeight: 44, maxWidth: '100%' }} />
              ) : (
                <Text style={{ fontFamily: 'cursive', fontSize: 24 }}>{s.signature.value}</Text>
              )}
            </Group>
            <Text
              size="sm"
              mt={4}
            >{`${texts.signedBy}: ${a.signer_name}${s.initials ? ` (${s.initials})` : ''}${role}`}</Text>
          </Box>
        </Box>
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => setFull((v) => !v)}
            aria-expanded={full}
            aria-controls="authorization-full-text"
          >
            {full ? t('wizard.confirm.hideFullText') : t('wizard.confirm.showFullText')}
          </Button>
        </Group>
        <Collapse in={full} id="authorization-full-text">
          <Stack gap={6} dir={texts.dir} lang={s.language} data-testid="authorization-full-text">
            <Text fw={600} size="sm">
              {doc.title}
            </Text>
            {doc.paragraphs.map((p) => (
              <Text key={p.text} size={p.small ? 'xs' : 'sm'} pl={p.indent ? 'md' : undefined}>
                {p.text}
              </Text>
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

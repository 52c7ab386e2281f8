import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datesOfServiceLabel, formatMdy, formFieldsFor, statusLabel, type StaffRequestDetail } from '@portal/shared';
import { documentDate, mdyDate, money } from '../../lib/format';
import { FeeBreakdownPanel } from '../../lib/components/fee-basis';
import { FileList } from './file-list';
import { HipaaClock } from './hipaa-clock';

/** Stored codes read as words ('continuing_care' → 'continuing care'), where no label exists. */
const words = (code: string) => code.replace(/_/g, ' ');

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** Everything the patient sent with the request, as the clerk reads it. */
export function RequestSummary({ r }: { r: StaffRequestDetail }) {
  const { t } = useTranslation();
  const p = r.patient;
  // The labels the patient chose from in the wizard ('personal' → 'Personal use'), not raw codes.
  const label = (group: 'reasons' | 'recordTypeOptions' | 'deliveries', code: string) =>
    t(`wizard.requestInfo.${group}.${code}`, { defaultValue: words(code) });
  const dates = datesOfServiceLabel({
    ...r,
    records_after: formatMdy(r.records_after),
    records_before: formatMdy(r.records_before),
  });
  return (
    <Stack>
      {r.revoked_at && (
        <Text c="red.9" fw={600} data-testid="revoked">
          {t('staff.request.revoked', { date: documentDate(r.revoked_at) })}
        </Text>
      )}
      {r.incomplete_reason && (
        <Text c="red.9" fw={600} data-testid="incomplete-reason">
          {t('staff.request.incompleteReason', { reason: r.incomplete_reason })}
        </Text>
      )}
      {r.hipaa?.extension && (
        <Text fw={600} data-testid="extension">
          {t('staff.actions.extended', {
            date: mdyDate(r.hipaa.extension.at),
            days: r.hipaa.extension.days,
            reason: r.hipaa.extension.reason,
          })}
        </Text>
      )}
      {r.price_approval && (
        <Text c="red.9" fw={600} data-testid="price-pending">
          {t('staff.fees.pending', {
            amount: money(r.price_approval.amount_cents),
            authorized: money(r.price_approval.authorized_cents),
            date: documentDate(r.price_approval.requested_at),
          })}
        </Text>
      )}
      {r.no_records && (
        <Text fw={600} data-testid="no-records-statement" style={{ overflowWrap: 'anywhere' }}>
          {t('staff.fees.noRecords', {
            name: r.no_records.signer,
            date: documentDate(r.no_records.at),
            statement: r.no_records.statement,
          })}
        </Text>
      )}
      {r.patient_responded_at && (
        <Text c="blue.9" fw={600} data-testid="patient-responded">
          {t('staff.request.responded', { date: documentDate(r.patient_responded_at) })}
        </Text>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label={t('staff.request.patient')}>
            {[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}
          </Field>
          <Field label={t('staff.request.dob')}>{mdyDate(p.dob)}</Field>
          <Field label={t('staff.request.account')}>
            {`${r.account.name} (${r.account.email})`}
            {r.requested_by && (
              <span data-testid="requested-by">
                {' · '}
                {t('staff.request.requestedBy', { caregiver: r.requested_by, patient: r.account.name })}
              </span>
            )}
          </Field>
          <Field label={t('staff.request.provider')}>{r.custodian?.name}</Field>
          <Field label={t('staff.request.status')}>
            <Badge variant="filled" color="teal.9" data-testid="request-status">
              {statusLabel(r.status)}
            </Badge>
            {r.stage && (
              <Badge variant="outline" color="gray.8" ml={6}>
                {t(`staff.stages.${r.stage}`)}
              </Badge>
            )}
          </Field>
          <Field label={t('staff.request.clock')}>
            <HipaaClock item={r} />
          </Field>
          <Field label={t('staff.request.ordered')}>{mdyDate(r.ordered_on)}</Field>
          <Field label={t('staff.request.completed')}>{mdyDate(r.completed_on)}</Field>
          <Field label={t('staff.request.price')}>
            {r.amount_cents === null ? t('staff.request.notPriced') : money(r.amount_cents)}
          </Field>
          {r.request_type === 'Record' ? (
            <>
              <Field label={t('staff.request.dates')}>{dates}</Field>
              <Field label={t('staff.request.reasons')}>
                {r.reason_for_request.map((c) => label('reasons', c)).join(', ')}
              </Field>
              <Field label={t('staff.request.recordTypes')}>
                {r.record_types.map((c) => label('recordTypeOptions', c)).join(', ')}
              </Field>
            </>
          ) : (
            <>
              <Field label={t('staff.request.form')}>{r.custodian_form}</Field>
              {/* The patient's answers to the provider form, which the desk completes from. */}
              {formFieldsFor(r.custodian_form)
                .filter((f) => r.form_answers?.[f.key])
                .map((f) => (
                  <Field key={f.key} label={t(`wizard.formFields.${f.key}`)}>
                    {r.form_answers![f.key]}
                  </Field>
                ))}
            </>
          )}
          <Field label={t('staff.request.delivery')}>
            {r.delivery_method ? label('deliveries', r.delivery_method) : ''}
            {r.rush_request ? ` · ${t('staff.request.rush')}` : ''}
          </Field>
          <Field label={t('staff.request.payment')}>
            {r.check_payment ? t('staff.request.byCheck') : t('staff.request.byCard')}
          </Field>
          <Field label={t('staff.request.remarks')}>{r.remarks}</Field>
        </SimpleGrid>
      </Card>
      {r.fee_breakdown && (
        <Card withBorder component="section" aria-labelledby="desk-fees-heading" data-testid="desk-fees">
          <Title order={2} size="h4" mb="xs" id="desk-fees-heading">
            {t('fees.breakdown.title')}
          </Title>
          <FeeBreakdownPanel breakdown={r.fee_breakdown} reader="desk" />
        </Card>
      )}
      {r.authorization_scope && r.authorization_scope.length > 0 && (
        <Card
          withBorder
          component="section"
          aria-labelledby="desk-auth-scope-heading"
          data-testid="authorization-scope"
        >
          <Title order={2} size="h4" mb={4} id="desk-auth-scope-heading">
            {t('staff.request.authorizationScope')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('staff.request.authorizationScopeHint')}
          </Text>
          <List size="sm" spacing={4}>
            {r.authorization_scope.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('staff.request.sent')}
          </Title>
          <FileList files={r.documents} empty={t('staff.request.noDocuments')} testId="patient-documents" />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('staff.request.records')}
          </Title>
          <FileList files={r.medical_records} empty={t('staff.request.noRecords')} testId="medical-records" />
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('staff.request.history')}
        </Title>
        {r.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.request.noHistory')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {r.history.map((h, i) => (
              <List.Item
                key={i}
              >{`${documentDate(h.at)} · ${statusLabel(h.status)}${h.note ? ` · ${h.note}` : ''}`}</List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeBrand, type RequestDetail } from '@portal/shared';
import { datesOfServiceLabel } from '../../../lib/request-labels';
import { documentDate, money } from '../../../lib/format';

/** One label and value of a description list (read as pairs by screen readers). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Box>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Box>
  );
}

/** Everything the patient submitted with the request. */
export function RequestSummary({ request: r }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation();
  const c = r.custodian_detail;
  const address = c
    ? [c.address1, c.address2, [c.city, c.state, c.zipcode].filter(Boolean).join(', ')].filter(Boolean).join(', ')
    : '';
  const p = r.payment;
  const paidWith =
    p.method === 'card' && p.card
      ? t('tracking.detail.paidByCard', {
          brand: t(`payments.brands.${normalizeBrand(p.card.brand)}`),
          last4: p.card.last4,
        })
      : p.method === 'check'
        ? t('tracking.detail.paidByCheck')
        : t('tracking.detail.noPayment');
  // The wizard's catalog names each option; an unknown value still reads as words.
  const label = (group: string, v: string) =>
    t(`wizard.requestInfo.${group}.${v}`, { defaultValue: v.replace(/_/g, ' ') });
  const list = (group: string, v: string[]) => (v.length ? v.map((x) => label(group, x)).join(', ') : null);
  const delivery = r.delivery_method
    ? t(`tracking.delivery.${r.delivery_method}`, { defaultValue: r.delivery_method.replace(/_/g, ' ') })
    : null;
  return (
    <Box component="section" aria-labelledby="submitted-heading">
      <Title order={2} size="h4" id="submitted-heading" mb="sm">
        {t('tracking.detail.submitted')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        <Field label={t('tracking.detail.provider')}>
          {c ? (
            <>
              <bdi>{c.name}</bdi>
              {address ? ' — ' : ''}
              {address && <bdi>{address}</bdi>}
            </>
          ) : (
            r.custodian?.name
          )}
        </Field>
        <Field label={t('tracking.detail.patient')}>{r.patient.name}</Field>
        <Field label={t('tracking.detail.dob')}>{r.patient.dob}</Field>
        <Field label={t('tracking.detail.requestType')}>
          {r.request_type === 'Form' ? t('tracking.list.typeForm') : t('tracking.list.typeRecord')}
        </Field>
        <Field label={t('tracking.detail.form')}>{r.custodian_form}</Field>
        <Field label={t('tracking.detail.submittedOn')}>{documentDate(r.submitted_on)}</Field>
        <Field label={t('tracking.detail.datesOfService')}>{datesOfServiceLabel(r)}</Field>
        <Field label={t('tracking.detail.reason')}>{list('reasons', r.reason_for_request)}</Field>
        <Field label={t('tracking.detail.recordTypes')}>{list('recordTypeOptions', r.record_types)}</Field>
        <Field label={t('tracking.detail.scope')}>{list('scopes', r.scope)}</Field>
        <Field label={t('tracking.detail.delivery')}>{delivery}</Field>
        <Field label={t('tracking.detail.rush')}>{r.rush_request ? t('common.yes') : null}</Field>
        <Field label={t('tracking.detail.faxTo')}>{r.fax_number}</Field>
        <Field label={t('tracking.detail.recipient')}>
          {[r.recipient_name, r.recipient_type].filter(Boolean).join(', ')}
        </Field>
        <Field label={t('tracking.detail.remarks')}>{r.remarks ?? r.remark}</Field>
        <Field label={t('tracking.detail.payment')}>{paidWith}</Field>
        <Field label={t('tracking.detail.amount')}>{money(p.amount_cents)}</Field>
        {/* English keeps the status word ('check pending'); another language reads the payments catalog's. */}
        <Field label={t('tracking.detail.paymentStatus')}>
          {p.status
            ? i18n.language && i18n.language !== 'en'
              ? t(`payments.status.${p.status}`, { defaultValue: p.status.replace(/_/g, ' ') })
              : p.status.replace(/_/g, ' ')
            : null}
        </Field>
      </SimpleGrid>
    </Box>
  );
}

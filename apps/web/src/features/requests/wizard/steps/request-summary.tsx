import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formFieldsFor, type WizardRoute } from '@portal/shared';
import { dateChoiceText } from '../../../../lib/request-labels';
import { useCards } from '../../../payments';
import { useWizard } from '../wizard-context';
import { wizardBase } from '../wizard-nav';

/** The confirm summary's rows (label, value, the step that edits it): shown, and kept as payment evidence. */
export function useSummaryRows(): Array<[string, string, WizardRoute]> {
  const { t } = useTranslation();
  const { kind, state, profile } = useWizard();
  const d = state.requestDetails;
  const p = state.patientInfo;
  const list = (values: string[] | undefined, key: string) =>
    values?.length ? values.map((v) => t(`wizard.requestInfo.${key}.${v}`)).join(', ') : t('wizard.confirm.none');
  const answerText = (v: string) => (v === 'yes' ? t('wizard.type.yes') : v === 'no' ? t('wizard.type.no') : v);
  const docs = state.supportingDocs.filter((x) => !x.deleted).length;
  const card = useCards().data?.cards.find((c) => c.id === state.payment);
  const payment =
    state.paymentMethod === 'check'
      ? t('wizard.confirm.paymentCheck')
      : state.paymentMethod === 'free'
        ? t('wizard.confirm.paymentFree')
        : card
          ? t('wizard.confirm.paymentCard', { last4: card.last4 })
          : state.payment
            ? t('wizard.confirm.paymentCardId')
            : t('wizard.confirm.none');
  return [
    [t('wizard.confirm.provider'), state.providerName, 'provider'],
    [
      t('wizard.confirm.patient'),
      p ? `${p.first_name} ${p.last_name}` : `${profile?.name ?? ''} ${profile?.last_name ?? ''}`,
      'patient',
    ],
    kind === 'record'
      ? [t('wizard.confirm.dates'), dateChoiceText(state.date), 'date']
      : [t('wizard.confirm.form'), state.patientForm ?? state.fileData?.name ?? '', 'type'],
    [t('wizard.confirm.authorization'), state.auth?.name ?? t('wizard.confirm.none'), 'authorization'],
    [
      t('wizard.confirm.govtId'),
      state.govtId.front_file && state.govtId.back_file ? t('wizard.confirm.both') : t('wizard.confirm.none'),
      'govt-id',
    ],
    [
      t('wizard.confirm.supportingDocs'),
      docs ? t('wizard.confirm.filesCount', { count: docs }) : t('wizard.confirm.none'),
      'supporting-docs',
    ],
    // A provider form's answers, each editable on the type step (no record types for a form).
    ...(kind === 'form' && state.typeId !== null
      ? formFieldsFor(state.patientForm)
          .filter((f) => state.formAnswers?.[f.key])
          .map((f): [string, string, WizardRoute] => [
            t(`wizard.formFields.${f.key}`),
            answerText(state.formAnswers![f.key]!),
            'type',
          ])
      : []),
    [t('wizard.confirm.reason'), list(d?.reason_for_request, 'reasons'), 'request-info'],
    ...(kind === 'record'
      ? [
          [t('wizard.confirm.recordTypes'), list(d?.record_types, 'recordTypeOptions'), 'request-info'] as [
            string,
            string,
            WizardRoute,
          ],
          [t('wizard.confirm.scope'), list(d?.scope, 'scopes'), 'request-info'] as [string, string, WizardRoute],
        ]
      : []),
    [
      t('wizard.confirm.delivery'),
      d?.delivery_method ? t(`wizard.requestInfo.deliveries.${d.delivery_method}`) : '',
      'request-info',
    ],
    [t('wizard.confirm.rush'), d?.rush_request ? t('common.yes') : t('common.no'), 'request-info'],
    [t('wizard.confirm.payment'), payment, 'payment'],
  ];
}

/** The confirm step's summary of everything chosen, each row with a link back to its step. */
export function RequestSummary({ rows }: { rows: Array<[string, string, WizardRoute]> }) {
  const { t } = useTranslation();
  const { kind, state } = useWizard();
  const rid = state.rid ? `?rid=${state.rid}` : '';
  return (
    // Long file and provider names (the values) wrap anywhere rather than widen the table past a
    // phone's width; labels and 'Edit' break only between words ('Ed it', 'Authorizatio n' on a
    // phone), the table giving their column the width of its longest word.
    <Table withTableBorder striped data-testid="request-summary">
      <Table.Tbody>
        {rows.map(([label, value, route]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="35%" style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Anchor
                component={Link}
                to={`${wizardBase(kind)}/${route}${rid}`}
                aria-label={`${t('wizard.confirm.edit')} ${label}`}
              >
                {t('wizard.confirm.edit')}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

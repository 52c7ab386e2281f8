import { memo } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { DraftActions } from './draft-actions';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STEP, type RequestListItem } from '@portal/shared';
import { datesOfServiceLabel, requestTitle, statusLabel } from '../../../lib/request-labels';
import { shortDate } from '../../../lib/format';
import { useGrant } from '../../../lib/grant';

/** Where a card leads: a draft resumes its wizard, anything else opens the request's detail. */
export function requestCardHref(r: Pick<RequestListItem, 'rid' | 'status' | 'request_type'>): string {
  if (r.status === 'draft') {
    const wizard = r.request_type === 'Form' ? 'form-request' : 'record-request';
    return `/${wizard}/provider?rid=${encodeURIComponent(r.rid)}`;
  }
  return `/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.request_type}`;
}

/**
 * A line's bold label: a plain span (it takes the line's size and height, as Text span did), four
 * Mantine components fewer per card to draw when the list comes in.
 */
const LABEL = { fontWeight: 600 } as const;

const STATUS_COLOR: Record<string, string> = {
  draft: 'gray.8',
  abandoned: 'gray.8',
  ordered: 'blue.9',
  completed: 'teal.9',
  completed_archived: 'grape.9',
  closed_archived: 'grape.9',
};

/**
 * A request in a list (spec section 2 "Request card (list)"). The whole card is one link.
 * headingOrder keeps the outline right where cards sit under sub-headings (the timeline's months).
 * Memoized: a list's re-renders (its query's updates) skip the cards whose request is the same.
 */
export const RequestCard = memo(function RequestCard({
  request: r,
  headingOrder = 3,
}: {
  request: RequestListItem;
  headingOrder?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  // Its card failed: nothing happens until the patient pays, so the badge says that first.
  const payNeeded = r.payment_needed === true;
  const waiting = payNeeded || r.state === 'waiting_on_patient';
  // A draft that has not reached its dates yet (step 3) has none to show, not 'All'.
  const dates = r.status === 'draft' && r.current_step <= STEP.DateOrType ? null : datesOfServiceLabel(r);
  const on = r.submitted_on ?? r.created_at;
  const draft = r.status === 'draft';
  // A caregiver who may not make requests sees a draft, not its resume and delete (lib/grant.tsx).
  const grant = useGrant();
  const mayResume = grant.can('requests_make');
  // A draft holds two actions (resume, delete), so it is not one big link: a button inside a link
  // is neither valid nor reachable as itself by a screen reader.
  const linkProps = draft
    ? {}
    : { component: Link, to: requestCardHref(r), style: { textDecoration: 'none', color: 'inherit' } };
  return (
    <Card {...(linkProps as object)} withBorder radius="md" padding="md" data-testid="request-card" data-rid={r.rid}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h5">
            {/* A draft's title resumes it (spec: "Clicking a draft card resumes the wizard"), as
                its Resume button does: the card stays a group of controls, each reachable. */}
            {draft && mayResume ? (
              <Anchor component={Link} to={requestCardHref(r)} inherit c="teal.9" data-testid="draft-title-link">
                {requestTitle(r)}
              </Anchor>
            ) : (
              requestTitle(r)
            )}
          </Title>
          {/* Waiting on the patient: the badge says the next step is theirs. */}
          <Badge
            color={waiting ? 'red.9' : (STATUS_COLOR[r.status] ?? 'gray.8')}
            variant="filled"
            tt={waiting ? undefined : 'capitalize'}
            style={{ flexShrink: 0 }}
          >
            <VisuallyHidden>{t('requestsList.card.status')}: </VisuallyHidden>
            {payNeeded ? t('payments.needed.title') : waiting ? t('tracking.waiting.badge') : statusLabel(r.status)}
          </Badge>
        </Group>
        <Text size="sm">
          <span style={LABEL}>{t('requestsList.card.provider')}: </span>
          {r.custodian?.name ?? t('requestsList.card.noProvider')}
        </Text>
        <Text size="sm">
          <span style={LABEL}>{t('requestsList.card.patient')}: </span>
          {/* A draft saved on reaching the patient step (step 2) has no patient chosen yet: it says
              so rather than the account holder's name, which the server holds until one is. */}
          {draft && r.current_step <= STEP.Patient ? t('requestsList.card.noPatient') : r.patient.name}
        </Text>
        {r.request_type === 'Form' && r.custodian_form && (
          <Text size="sm">
            <span style={LABEL}>{t('requestsList.card.form')}: </span>
            {r.custodian_form}
          </Text>
        )}
        {dates && (
          <Text size="sm">
            <span style={LABEL}>{t('requestsList.card.datesOfService')}: </span>
            {dates}
          </Text>
        )}
        <Group justify="space-between">
          {draft ? (
            <Text size="xs" c="dimmed" data-testid="draft-saved">
              {t('requestsList.card.lastSaved', { date: shortDate(r.updated_at) })}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('requestsList.card.requestedOn')} {shortDate(on)}
            </Text>
          )}
          {r.unread_messages > 0 && (
            <Badge color="red.9" variant="filled">
              {t('requestsList.card.unreadMessages', { count: r.unread_messages })}
            </Badge>
          )}
        </Group>
        {draft ? (
          mayResume ? (
            <DraftActions request={r} />
          ) : (
            <Text size="sm" c="dimmed" data-testid="grant-why">
              {grant.why('requests_make')}
            </Text>
          )
        ) : (
          <Text size="sm" fw={600} c="teal.9">
            {t('requestsList.card.viewDetails')}
          </Text>
        )}
      </Stack>
    </Card>
  );
});

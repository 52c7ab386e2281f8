import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CAREGIVER_ROLES,
  formatDate,
  CAREGIVER_SCOPES,
  type ActingGrant,
  type CaregiverGrant,
  type CaregiverRole,
  type CaregiverScope,
} from '@portal/shared';
import { actingStore, useActing } from '../../../lib/acting';
import { ApiError } from '../../../lib/api';
import { Busy } from '../../../lib/components/busy';
import { documentDate } from '../../../lib/format';
import { PageTitle } from '../../../lib/components/page-title';
import { openConfirm } from '../../../lib/confirm';
import {
  useActingGrants,
  useCaregiverActivity,
  useCaregivers,
  useInviteCaregiver,
  useLeaveGrant,
  useRevokeCaregiver,
  useUpdateCaregiver,
} from '../api/caregivers';

const P = 'profile.caregivers';

interface AccessValues {
  scopes: CaregiverScope[];
  role: CaregiverRole;
  ends_on: string;
  part2_consent: boolean;
}

/** Scopes, authority, end date and Part 2 consent: the same fields to invite and to change access. */
export function AccessFields({ value, onChange }: { value: AccessValues; onChange(v: AccessValues): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox.Group
        label={t(`${P}.scopesLabel`)}
        value={value.scopes}
        onChange={(s) => onChange({ ...value, scopes: s as CaregiverScope[] })}
      >
        <Stack gap={6} mt={6}>
          {CAREGIVER_SCOPES.map((s) => (
            <Checkbox key={s} value={s} label={t(`${P}.scopes.${s}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label={t(`${P}.role`)}
        data={CAREGIVER_ROLES.map((r) => ({ value: r, label: t(`${P}.roles.${r}`) }))}
        value={value.role}
        allowDeselect={false}
        onChange={(r) => r && onChange({ ...value, role: r as CaregiverRole })}
      />
      <TextInput
        type="date"
        label={t(`${P}.endsOn`)}
        value={value.ends_on}
        onChange={(e) => onChange({ ...value, ends_on: e.currentTarget.value })}
      />
      <Checkbox
        label={t(`${P}.part2`)}
        description={t(`${P}.part2Hint`)}
        checked={value.part2_consent}
        onChange={(e) => onChange({ ...value, part2_consent: e.currentTarget.checked })}
      />
    </>
  );
}

const EMPTY: AccessValues = { scopes: ['requests_view'], role: 'spouse_or_family', ends_on: '', part2_consent: false };

export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteCaregiver();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<AccessValues>(EMPTY);
  const [sent, setSent] = useState<string | null>(null);
  const error = invite.error instanceof ApiError ? invite.error : null;
  return (
    <Card withBorder radius="md" padding="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSent(null);
          invite.mutate(
            { email, ...access },
            {
              onSuccess: () => {
                setSent(email);
                setEmail('');
                setAccess(EMPTY);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t(`${P}.inviteTitle`)}
          </Title>
          <TextInput
            type="email"
            label={t(`${P}.email`)}
            required
            value={email}
            autoComplete="off"
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error?.fields.email}
          />
          <AccessFields value={access} onChange={setAccess} />
          {error && !error.fields.email && <Alert color="red">{error.message}</Alert>}
          {sent && (
            <Alert color="green" role="status">
              {t(`${P}.sent`, { email: sent })}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={invite.isPending} disabled={!access.scopes.length}>
              {t(`${P}.send`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** What the caregiver did, newest first, each at the reader's own clock time (the page's time zone). */
export function Activity({ id }: { id: number }) {
  const { t } = useTranslation();
  const activity = useCaregiverActivity(id, true);
  if (activity.isPending) return <Busy />;
  if (!activity.data?.length) return <Text size="sm">{t(`${P}.noActivity`)}</Text>;
  return (
    <List size="sm" spacing={2} aria-label={t(`${P}.activity`)}>
      {activity.data.map((a, i) => (
        <List.Item key={i}>
          {documentDate(a.at)} · {t(`${P}.actions.${a.action}`)}
          {a.entity ? ` · ${a.entity}` : ''}
        </List.Item>
      ))}
    </List>
  );
}

export function CaregiverCard({ g }: { g: CaregiverGrant }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [showActivity, setShowActivity] = useState(false);
  const [access, setAccess] = useState<AccessValues>({
    scopes: g.scopes,
    role: g.role,
    ends_on: g.ends_on ?? '',
    part2_consent: g.part2_consent,
  });
  const update = useUpdateCaregiver(g.id);
  const revoke = useRevokeCaregiver();
  const open = g.status === 'active' || g.status === 'invited';
  return (
    <Card withBorder radius="md" padding="md" data-testid="caregiver-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {g.name ? `${g.name} (${g.email})` : g.email}
          </Title>
          {/* Filled, in shades white text reads on at 4.5:1 or more (WCAG 1.4.3): green's darkest is below it. */}
          <Badge
            color={g.status === 'active' ? 'teal.9' : g.status === 'invited' ? 'blue.9' : 'gray.8'}
            variant="filled"
          >
            {t(`${P}.status.${g.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t(`${P}.roles.${g.role}`)}
          {g.ends_on ? ` · ${t(`${P}.until`, { date: formatDate(g.ends_on, i18n.language) })}` : ''}
        </Text>
        <Text size="sm">{g.scopes.map((s) => t(`${P}.scopes.${s}`)).join(' · ')}</Text>
        {editing && (
          <Stack gap="sm">
            <AccessFields value={access} onChange={setAccess} />
            {update.error && <Alert color="red">{update.error.message}</Alert>}
            <Group>
              <Button
                loading={update.isPending}
                disabled={!access.scopes.length}
                onClick={() => update.mutate(access, { onSuccess: () => setEditing(false) })}
              >
                {t(`${P}.saveChanges`)}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {open && !editing && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t(`${P}.edit`)}
            </Button>
          )}
          {open && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() =>
                void openConfirm({
                  title: t(`${P}.revoke`),
                  children: <Text size="sm">{t(`${P}.revokeConfirm`)}</Text>,
                  labels: { confirm: t(`${P}.revoke`), cancel: t('common.cancel') },
                  confirmProps: { color: 'red' },
                  onConfirm: () => revoke.mutate(g.id),
                })
              }
            >
              {t(`${P}.revoke`)}
            </Button>
          )}
          <Button size="xs" variant="subtle" aria-expanded={showActivity} onClick={() => setShowActivity((v) => !v)}>
            {t(`${P}.activity`)}
          </Button>
        </Group>
        {showActivity && <Activity id={g.id} />}
      </Stack>
    </Card>
  );
}

/** The grants the signed-in account holds as a caregiver: act for each one, or step down. */
export function ActingFor({ grants }: { grants: ActingGrant[] }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const leave = useLeaveGrant();
  if (!grants.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(`${P}.actingTitle`)}
      </Title>
      {grants.map((g) => (
        <Card key={g.id} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Text fw={600}>{g.patient_name}</Text>
            <Text size="sm">{g.scopes.map((s) => t(`${P}.scopes.${s}`)).join(' · ')}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => {
                  qc.clear();
                  actingStore.set({
                    id: g.id,
                    patient_name: g.patient_name,
                    scopes: g.scopes,
                    part2_consent: g.part2_consent,
                  });
                  void navigate('/dashboard');
                }}
              >
                {t(`${P}.actFor`, { name: g.patient_name })}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() =>
                  void openConfirm({
                    title: t(`${P}.leave`),
                    children: <Text size="sm">{t(`${P}.leaveConfirm`, { name: g.patient_name })}</Text>,
                    labels: { confirm: t(`${P}.leave`), cancel: t('common.cancel') },
                    confirmProps: { color: 'red' },
                    onConfirm: () => leave.mutate(g.id),
                  })
                }
              >
                {t(`${P}.leave`)}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export default function CaregiversPage() {
  const { t } = useTranslation();
  const acting = useActing();
  const caregivers = useCaregivers(!acting);
  const grants = useActingGrants();
  return (
    <Stack gap="md">
      <PageTitle>{t(`${P}.title`)}</PageTitle>
      <Text>{t(`${P}.intro`)}</Text>
      {!acting && <ActingFor grants={grants.data ?? []} />}
      {!acting && <InviteForm />}
      {!acting && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t(`${P}.listTitle`)}
          </Title>
          {caregivers.isPending ? (
            <Busy />
          ) : caregivers.data?.length ? (
            caregivers.data.map((g) => <CaregiverCard key={g.id} g={g} />)
          ) : (
            <Text size="sm">{t(`${P}.empty`)}</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

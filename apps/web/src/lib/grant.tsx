import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './components/page-title';
import type { CaregiverScope } from '@portal/shared';
import { useActing, type ActingState } from './acting';

/**
 * What an action needs of a caregiver acting for a patient: a scope of the grant (the one its API
 * operation declares in CAREGIVER_ROUTE_SCOPE), `own` for what only the account holder does
 * (shares, subscription, dependents, their sign-in: refused to every grant), or `part2` for
 * alcohol and drug treatment records (42 CFR Part 2), which need the patient's own consent.
 * On one's own account everything is allowed.
 */
export type Need = CaregiverScope | 'own' | 'part2';

export interface Grant {
  /** Whether a caregiver is acting for a patient in this tab. */
  acting: boolean;
  /** The patient's name while acting. */
  patientName: string | null;
  /** Whether the action may be offered: the page hides it, or disables it with `why`, otherwise. */
  can(need: Need): boolean;
}

/** The grant of an acting state: the one rule every page asks, so a page never reads scopes itself. */
export function grantOf(state: ActingState): Grant {
  return {
    acting: state !== null,
    patientName: state?.patient_name ?? null,
    can: (need) => {
      if (!state) return true;
      if (need === 'own') return false;
      if (need === 'part2') return state.part2_consent === true;
      return state.scopes.includes(need);
    },
  };
}

/**
 * The grant of this tab, with the sentence that says why an action is not offered. Pages hide
 * what the grant does not allow; where what waits still matters to the caregiver (a price to
 * approve, a failed payment, a question from the desk) they show it with `why` instead of the
 * action, so the caregiver can tell the patient.
 */
export function useGrant(): Grant & { why(need: Need): string } {
  const { t } = useTranslation();
  const state = useActing();
  const grant = grantOf(state);
  return {
    ...grant,
    why: (need) => t(`common.acting.why.${need}`, { name: grant.patientName ?? '' }),
  };
}

/**
 * Its children only when the grant allows `need`; otherwise nothing, or with `explain` the
 * sentence that says why (for something that waits on the patient and should not vanish).
 */
export function Allowed({ need, explain, children }: { need: Need; explain?: boolean; children: ReactNode }) {
  const grant = useGrant();
  if (grant.can(need)) return <>{children}</>;
  if (!explain) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="grant-why">
      {grant.why(need)}
    </Text>
  );
}

/**
 * A page the grant does not allow (an address typed or kept from before): instead of a page whose
 * every call is refused, whom the caregiver acts for, why this is not theirs to open, and home.
 */
export function RequireGrant({ need, children }: { need: Need; children: ReactNode }) {
  const { t } = useTranslation();
  const grant = useGrant();
  if (grant.can(need)) return <>{children}</>;
  return (
    <Stack align="flex-start" data-testid="grant-page">
      <PageTitle>{t('common.acting.banner', { name: grant.patientName ?? '' })}</PageTitle>
      <Text>{grant.why(need)}</Text>
      <Button component={Link} to="/dashboard">
        {t('common.errorPage.home')}
      </Button>
    </Stack>
  );
}

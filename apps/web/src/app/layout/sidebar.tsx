import { useState } from 'react';
import { AppShell, NavLink, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconFileText,
  IconHeart,
  IconHome,
  IconLifebuoy,
  IconMessage,
  IconUserShare,
  IconUsers,
} from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaregiverScope } from '@portal/shared';
import { useActing } from '../../lib/acting';

/**
 * `acting`: what a caregiver acting for the patient sees of it — a link needs that scope, and a
 * link marked false is never shown while acting (what the grant does not allow is not shown).
 */
const LINKS: ReadonlyArray<{
  to: string;
  key: string;
  icon: typeof IconHome;
  acting: CaregiverScope | true | false;
}> = [
  { to: '/dashboard', key: 'dashboard', icon: IconHome, acting: true },
  { to: '/records-and-forms', key: 'recordsAndForms', icon: IconFileText, acting: 'requests_view' },
  { to: '/dependents', key: 'dependents', icon: IconUsers, acting: false },
  { to: '/favorites-providers', key: 'favoriteProviders', icon: IconHeart, acting: false },
  { to: '/caregivers', key: 'caregivers', icon: IconUserShare, acting: false },
  { to: '/support', key: 'support', icon: IconLifebuoy, acting: true },
];

/** Mantine's `sm` breakpoint, where AppShell shows the navbar beside the page. */
const WIDE = '(min-width: 48em)';
const wideNow = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

/** Sidebar links of spec section 2 and the Provide Feedback link (opens the help-desk modal). */
export function Sidebar({
  mobileOpen,
  onNavigate,
  onFeedback,
}: {
  mobileOpen: boolean;
  onNavigate: () => void;
  onFeedback: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // On a phone the links are drawn when the menu is first opened (then kept): the first screen
  // there does not show them, and the first commit is the page's longest task. The
  // width is read at the first render, so a desktop (and the prerendered shell) draws them at
  // once, as before; a phone turned to a desktop's width draws them then.
  const [drawn, setDrawn] = useState(wideNow);
  // Read at once, not in an effect (Mantine's default): its answer then re-rendered the sidebar in
  // a task of its own after the first commit.
  const wide = useMediaQuery(WIDE, wideNow(), { getInitialValueInEffect: false });
  if (!drawn && (wide || mobileOpen)) setDrawn(true);
  return (
    <AppShell.Navbar p="sm" id="main-navigation" component="nav" aria-label={t('common.nav.mainNavigation')}>
      {drawn && <Links pathname={pathname} onNavigate={onNavigate} onFeedback={onFeedback} />}
    </AppShell.Navbar>
  );
}

function Links({
  pathname,
  onNavigate,
  onFeedback,
}: {
  pathname: string;
  onNavigate: () => void;
  onFeedback: () => void;
}) {
  const { t } = useTranslation();
  const acting = useActing();
  const shown = LINKS.filter(
    (l) => !acting || l.acting === true || (l.acting !== false && acting.scopes.includes(l.acting)),
  );
  return (
    <Stack gap={4}>
      {shown.map(({ to, key, icon: Icon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={to}
            component={RouterLink}
            to={to}
            label={t(`common.nav.${key}`)}
            leftSection={<Icon size={18} aria-hidden="true" />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
      <NavLink
        component="button"
        label={t('common.nav.provideFeedback')}
        leftSection={<IconMessage size={18} aria-hidden="true" />}
        onClick={onFeedback}
      />
    </Stack>
  );
}

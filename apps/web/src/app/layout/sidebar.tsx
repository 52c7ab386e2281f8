import { AppShell, NavLink, Stack } from '@mantine/core';
import { IconFileText, IconHeart, IconHome, IconLifebuoy, IconMessage, IconUsers } from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/dashboard', key: 'dashboard', icon: IconHome },
  { to: '/records-and-forms', key: 'recordsAndForms', icon: IconFileText },
  { to: '/dependents', key: 'dependents', icon: IconUsers },
  { to: '/favorites-providers', key: 'favoriteProviders', icon: IconHeart },
  { to: '/support', key: 'support', icon: IconLifebuoy },
] as const;

/** Sidebar links of spec section 2 and the Provide Feedback link (opens the help-desk modal). */
export function Sidebar({ onNavigate, onFeedback }: { onNavigate: () => void; onFeedback: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell.Navbar p="sm" id="main-navigation" component="nav" aria-label={t('common.nav.mainNavigation')}>
      <Stack gap={4}>
        {LINKS.map(({ to, key, icon: Icon }) => {
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
    </AppShell.Navbar>
  );
}

import { cloneElement, lazy, Suspense, useState } from 'react';
import { AppShell, Avatar, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/use-profile';
import { Logo } from './logo';

const ProfileMenu = lazy(() => import('./profile-menu'));

/** Logo, mobile menu toggle and the profile menu (Profile, Subscription, Logout). */
export function Header({ mobileOpen, onToggleMobile }: { mobileOpen: boolean; onToggleMobile: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  // Pressed before the menu's code has arrived: it opens as soon as it has.
  const [menuWanted, setMenuWanted] = useState(false);
  const fullName = profile ? `${profile.name} ${profile.last_name}` : '';
  const target = (
    <UnstyledButton aria-label={t('common.profileMenu.label')} data-testid="profile-menu">
      <Group gap="xs" wrap="nowrap">
        <Avatar src={profile?.avatarUrl ?? undefined} alt="" radius="xl" size="md" color="teal">
          {profile ? `${profile.name[0] ?? ''}${profile.last_name[0] ?? ''}` : null}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm">{fullName}</Text>
      </Group>
    </UnstyledButton>
  );

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={mobileOpen}
            onClick={onToggleMobile}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('common.mobileMenu')}
            aria-expanded={mobileOpen}
            aria-controls="main-navigation"
          />
          <Link to="/dashboard" aria-label={t('common.logoAlt')} style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}>
            <Logo />
            <Text fw={700} size="lg" visibleFrom="xs">{t('common.appName')}</Text>
          </Link>
        </Group>
        <Suspense fallback={cloneElement(target, { onClick: () => setMenuWanted(true) })}>
          <ProfileMenu target={target} defaultOpened={menuWanted} />
        </Suspense>
      </Group>
    </AppShell.Header>
  );
}

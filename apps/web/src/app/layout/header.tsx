import { cloneElement, lazy, Suspense, useState } from 'react';
import { AppShell, Avatar, Burger, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl } from '../../lib/use-avatar-url';
import { useProfile } from '../../lib/use-profile';
import { Logo } from './logo';

// The language menu loads after the first paint. The profile menu brings floating-ui and the
// menu's focus code, which no first screen needs otherwise: it loads when the pointer or the focus
// comes to its button, and opens when pressed (issue 16).
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadProfileMenu);
const preloadProfileMenu = () => void loadProfileMenu().catch(() => undefined);
const PortalLanguageMenu = lazy(() => import('./portal-language-menu'));

/** Logo, mobile menu toggle, the language menu and the profile menu (Profile, Subscription, Logout). */
export function Header({ mobileOpen, onToggleMobile }: { mobileOpen: boolean; onToggleMobile: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  // Pressed once: the menu (opened, then mounted for good) replaces the plain button.
  const [menuWanted, setMenuWanted] = useState(false);
  const fullName = profile ? `${profile.name} ${profile.last_name}` : '';
  // The photo needs the session header, which a plain <img src> cannot send (issue 21).
  const avatar = useAvatarUrl(profile?.avatarUrl);
  // Named by its content (initials, name, then a hidden "Open profile menu"), so the accessible
  // name always contains the visible text (WCAG 2.5.3).
  const target = (
    <UnstyledButton data-testid="profile-menu">
      <Group gap="xs" wrap="nowrap">
        <Avatar src={avatar ?? undefined} alt="" radius="xl" size="md" color="teal">
          {profile ? `${profile.name[0] ?? ''}${profile.last_name[0] ?? ''}` : null}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm">
          {fullName}
        </Text>
        <VisuallyHidden>{t('common.profileMenu.label')}</VisuallyHidden>
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
          <Link
            to="/dashboard"
            aria-label={t('common.logoAlt')}
            style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}
          >
            <Logo />
            <Text fw={700} size="lg" visibleFrom="xs">
              {t('common.appName')}
            </Text>
          </Link>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Suspense fallback={null}>
            <PortalLanguageMenu />
          </Suspense>
          {menuWanted ? (
            <Suspense fallback={target}>
              <ProfileMenu target={target} defaultOpened />
            </Suspense>
          ) : (
            cloneElement(target, {
              'aria-haspopup': 'menu',
              'aria-expanded': false,
              onPointerEnter: preloadProfileMenu,
              onFocus: preloadProfileMenu,
              onClick: () => setMenuWanted(true),
            })
          )}
        </Group>
      </Group>
    </AppShell.Header>
  );
}

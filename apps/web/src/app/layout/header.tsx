import { cloneElement, lazy, Suspense, useRef, useState } from 'react';
import { AppShell, Avatar, Burger, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { lazyComponent } from '../../lib/lazy-page';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl } from '../../lib/use-avatar-url';
import { useProfile } from '../../lib/use-profile';
import { Logo } from './logo';

// The language menu loads beside the page's own chunks (app-layout.tsx preloadFrame), not with
// the entry. The profile menu brings floating-ui and the menu's focus code, which no first screen
// needs otherwise: it loads when the pointer or the focus comes to its button, and opens when
// pressed.
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadProfileMenu);
const preloadProfileMenu = () => void loadProfileMenu().catch(() => undefined);
export const PortalLanguageMenu = lazyComponent<object>(() => import('./portal-language-menu'));

/** Logo, mobile menu toggle, the language menu and the profile menu (Profile, Subscription, Logout). */
export function Header({ mobileOpen, onToggleMobile }: { mobileOpen: boolean; onToggleMobile: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  // Pressed once: the menu (opened, then mounted for good) replaces the plain button.
  const [menuWanted, setMenuWanted] = useState(false);
  const fullName = profile ? `${profile.name} ${profile.last_name}` : '';
  // The photo needs the session header, which a plain <img src> cannot send.
  const avatar = useAvatarUrl(profile?.avatarUrl);
  // Named by its content (initials, name, then a hidden "Open profile menu"), so the accessible
  // name always contains the visible text (WCAG 2.5.3).
  const targetRef = useRef<HTMLButtonElement>(null);
  const target = (
    <UnstyledButton data-testid="profile-menu" ref={targetRef}>
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
              {/* The button pressed was the plain one this replaced: Mantine would return the focus
                  to it on close, so the menu returns it to the button now in its place. */}
              <ProfileMenu target={target} defaultOpened onClose={() => targetRef.current?.focus()} />
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

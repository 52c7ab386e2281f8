import { lazy, Suspense, useEffect, useState } from 'react';
import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingHospital, IconCash, IconInbox, IconLifebuoy, IconMail, IconShieldLock } from '@tabler/icons-react';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banners } from '../app/layout/banners';
import { Logo } from '../app/layout/logo';
import { SessionWatch } from '../app/session/session-watch';
import { useStaffMe } from './api';
import { PageLoader } from '../lib/components/page-loader';
import { onStepUpWanted } from '../lib/step-up';
import { withRestStyles } from '../app/styles/lazy-styles';

/** The step-up dialog, loaded the first time a desk action asks for a fresh proof (a factor removed, new codes). */
const StepUpHost = lazy(() => withRestStyles(import('../features/security').then((m) => ({ default: m.StepUpHost }))));

const LINKS = [
  { to: '/queue/new', match: '/queue', key: 'queues', icon: IconInbox },
  { to: '/providers', match: '/providers', key: 'providers', icon: IconBuildingHospital },
  { to: '/refunds', match: '/refunds', key: 'refunds', icon: IconCash },
  { to: '/support', match: '/support', key: 'support', icon: IconLifebuoy },
  { to: '/outbox', match: '/outbox', key: 'outbox', icon: IconMail },
  { to: '/security', match: '/security', key: 'security', icon: IconShieldLock },
] as const;

/** The console's shell: header with the clerk's name and sign-out, navigation, banners, session modals. */
export function StaffLayout() {
  const { t } = useTranslation();
  const [open, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { data: me } = useStaffMe();
  const [stepUpUsed, setStepUpUsed] = useState(false);
  useEffect(() => {
    onStepUpWanted(() => setStepUpUsed(true));
    return () => onStepUpWanted(null);
  }, []);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !open } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={open}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('common.mobileMenu')}
              aria-expanded={open}
              aria-controls="staff-navigation"
            />
            <Logo />
            <Text fw={700} size="lg">
              {t('staff.appName')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {me && (
              <Text size="sm" visibleFrom="sm" data-testid="staff-name">
                {t('staff.signedInAs', { name: `${me.name} ${me.last_name}` })}
              </Text>
            )}
            <Button variant="default" size="xs" onClick={() => window.location.assign('/staff?logout=1')}>
              {t('staff.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="staff-navigation" component="nav" aria-label={t('staff.nav.label')}>
        <Stack gap={4}>
          {LINKS.map(({ to, match, key, icon: Icon }) => {
            const active = pathname.startsWith(match);
            return (
              <NavLink
                key={to}
                component={RouterLink}
                to={to}
                label={t(`staff.nav.${key}`)}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
                leftSection={<Icon size={18} aria-hidden="true" />}
              />
            );
          })}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Box id="main" tabIndex={-1} maw={1200} mx="auto" style={{ outline: 'none' }}>
          <Banners />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <SessionWatch />
      <Suspense fallback={null}>{stepUpUsed && <StepUpHost />}</Suspense>
    </AppShell>
  );
}

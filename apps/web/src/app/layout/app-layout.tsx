import { Suspense, useState } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeedbackModal } from '../../features/support';
import { PageLoader } from '../../lib/components/page-loader';
import { SessionWatch } from '../session/session-watch';
import { BackButton } from './back-button';
import { Banners } from './banners';
import { DobBanner } from './dob-banner';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The signed-in layout of spec section 2: header, sidebar, banners, back button, session modals. */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding="md"
    >
      <a href="#main" className="skip-link">{t('common.skipToContent')}</a>
      <Header mobileOpen={mobileOpen} onToggleMobile={toggle} />
      <Sidebar onNavigate={close} onFeedback={() => { close(); setFeedbackOpen(true); }} />
      <AppShell.Main>
        <Box id="main" tabIndex={-1} maw={1100} mx="auto" style={{ outline: 'none' }}>
          <DobBanner />
          <Banners />
          {pathname !== '/dashboard' && <BackButton />}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <FeedbackModal opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <SessionWatch />
    </AppShell>
  );
}

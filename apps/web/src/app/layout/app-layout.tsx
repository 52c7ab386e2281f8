import { lazy, Suspense, useEffect, useState } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../lib/components/page-loader';
import { lazyComponent } from '../../lib/lazy-page';
import { onStepUpWanted } from '../../lib/step-up';
import { withRestStyles } from '../styles/lazy-styles';
import { ActingBanner } from './acting-banner';
import { Banners } from './banners';
import { DobBanner } from './dob-banner';
import { Header, PortalLanguageMenu } from './header';
import { Sidebar } from './sidebar';

// The feedback form (with its form library and schemas) loads when it is opened; the session watch
// (idle warning, expired modal; its dialogs load later still) with the page (preloadFrame).
const FeedbackModal = lazy(() =>
  withRestStyles(import('../../features/support').then((m) => ({ default: m.FeedbackModal }))),
);
/**
 * The Back button (and with it Mantine's Button) is on every page but the dashboard: it loads
 * with the first other page, before that page is drawn (router.tsx, main-portal.tsx), so it is in
 * the page's first commit as before.
 */
export const BackButton = lazyComponent<object>(() => import('./back-button').then((m) => ({ default: m.BackButton })));
/** The step-up dialog: loaded the first time a sensitive action asks for a fresh proof (lib/step-up.ts). */
const StepUpHost = lazy(() =>
  withRestStyles(import('../../features/security/step-up-host').then((m) => ({ default: m.StepUpHost }))),
);
const SessionWatch = lazyComponent<object>(() =>
  import('../session/session-watch').then((m) => ({ default: m.SessionWatch })),
);

/**
 * The frame's own lazy parts (the header's language menu, the session watch), asked for with a
 * page's chunks and waited for like them (router.tsx preloadPage): React's first commit draws
 * them, where each had drawn on its own, later, in a commit of its own and a restyle of the whole
 * page on a phone. Kept out of the entry's chunks all the same: no first screen waits
 * to download them before the static shell's paint.
 */
export function preloadFrame(): Promise<unknown> {
  return Promise.all([PortalLanguageMenu.preload(), SessionWatch.preload()]);
}

/** The signed-in layout of spec section 2: header, sidebar, banners, back button, session modals. */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Once opened it stays mounted, so that closing it animates and returns focus as before.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const { pathname } = useLocation();
  const [stepUpUsed, setStepUpUsed] = useState(false);
  useEffect(() => {
    onStepUpWanted(() => setStepUpUsed(true));
    return () => onStepUpWanted(null);
  }, []);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header mobileOpen={mobileOpen} onToggleMobile={toggle} />
      <Sidebar
        mobileOpen={mobileOpen}
        onNavigate={close}
        onFeedback={() => {
          close();
          setFeedbackUsed(true);
          setFeedbackOpen(true);
        }}
      />
      {/* AppShell.Main is a <main> of its own; the page's one landmark is the Box below. */}
      <AppShell.Main {...{ component: 'div' }}>
        <Box id="main" component="main" tabIndex={-1} maw={1100} mx="auto" style={{ outline: 'none' }}>
          <ActingBanner />
          <DobBanner />
          <Banners />
          {pathname !== '/dashboard' && (
            <Suspense fallback={null}>
              <BackButton />
            </Suspense>
          )}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <Suspense fallback={null}>
        {feedbackUsed && <FeedbackModal opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />}
      </Suspense>
      <Suspense fallback={null}>
        <SessionWatch />
      </Suspense>
      <Suspense fallback={null}>{stepUpUsed && <StepUpHost />}</Suspense>
    </AppShell>
  );
}

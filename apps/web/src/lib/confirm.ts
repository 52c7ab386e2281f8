import type { modals } from '@mantine/modals';
import i18n from './i18n';

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

/**
 * The confirmation dialogs' host (Mantine's ModalsProvider) is drawn only once one is asked for:
 * no page shows one on its first screen, and the host with its dialog code was a tenth of the
 * dashboard's first visit. providers.tsx registers how to mount it.
 */
let mountHost: (() => Promise<void>) | undefined;
let hostReady: Promise<void> | undefined;

/** Called by the app's providers: draws the host and resolves once it listens for dialogs. */
export function registerConfirmHost(mount: () => Promise<void>) {
  mountHost = mount;
}

/** `modals.openConfirmModal`, once the host (and @mantine/modals) has loaded. */
export async function openConfirm(props: ConfirmProps): Promise<void> {
  if (!mountHost) throw new Error('openConfirm: no confirmation host (AppProviders) is mounted');
  hostReady ??= mountHost().catch((err: unknown) => {
    hostReady = undefined; // a failed download may be tried again on the next click
    throw err;
  });
  const [{ modals: host }] = await Promise.all([import('@mantine/modals'), hostReady]);
  // The dialog's close button (an icon) is named, as every dialog's is, unless the caller names it.
  host.openConfirmModal({
    ...props,
    closeButtonProps: { 'aria-label': i18n.t('common.close'), ...props.closeButtonProps },
  });
}

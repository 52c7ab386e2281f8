import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts that `modals.open*()` and `notifications.show()` render into. Nothing calls them
 * before the first screen is up, so they load after it (see providers.tsx): both listen for the
 * calls through their own event bus and need not wrap the app.
 */
export default function OverlayHosts() {
  return (
    <>
      <ModalsProvider />
      <Notifications />
    </>
  );
}

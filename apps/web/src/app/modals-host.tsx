import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * The host that `modals.open*()` renders into, drawn with the first confirmation asked for
 * (lib/confirm.ts, providers.tsx). It listens for the calls through its own event bus and need
 * not wrap the app. `onReady` runs in an effect of the next sibling: React runs the provider's
 * effects (where it starts listening) first.
 */
export default function ModalsHost({ onReady }: { onReady(): void }) {
  return (
    <>
      <ModalsProvider />
      <Ready onReady={onReady} />
    </>
  );
}

function Ready({ onReady }: { onReady(): void }) {
  useEffect(onReady, [onReady]);
  return null;
}

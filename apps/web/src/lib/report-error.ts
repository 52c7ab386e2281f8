import { apiPath } from '@portal/shared';
/**
 * Sends a crash report (error name, message, stack, route; never patient data) to the server.
 * The support issue stores them; until its endpoint exists the call fails quietly.
 */
export function reportError(error: unknown, componentStack?: string) {
  const err = error instanceof Error ? error : new Error(String(error));
  const body = {
    name: err.name,
    message: err.message.slice(0, 500),
    stack: err.stack?.slice(0, 4000) ?? null,
    component_stack: componentStack?.slice(0, 4000) ?? null,
    route: window.location.pathname,
  };
  try {
    void fetch(apiPath('reportClientError'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* reporting must never crash the error page */
  }
}

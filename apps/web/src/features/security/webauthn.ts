/**
 * Passkeys in the browser, through @simplewebauthn/browser (its own chunk, loaded on first use).
 * Each call answers null when the person cancels or the browser refuses: the caller says so.
 */
type Options = Record<string, unknown>;

export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

export async function createPasskey(options: Options): Promise<Record<string, unknown> | null> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function answerWithPasskey(options: Options): Promise<Record<string, unknown> | null> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A QR code of a text as an image (the QR library is its own chunk, loaded on first use). */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(5, 2);
}

/** The recovery codes as a text file the person keeps. */
export function downloadCodes(codes: string[]) {
  const blob = new Blob([`Patient Portal recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'patient-portal-recovery-codes.txt';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

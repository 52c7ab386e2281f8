import { Secret, TOTP } from 'otpauth';

/** The authenticator code of a base32 secret for a time step (the current one by default), as an app shows it. */
export function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });
}

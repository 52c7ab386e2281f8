import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_S = 30;
const ISSUER = 'Patient Portal';

/** The key that seals TOTP secrets: derived from the file encryption key, never stored. */
const sealKey = (fileKeyHex: string) =>
  createHmac('sha256', Buffer.from(fileKeyHex, 'hex')).update('totp-secret-seal').digest();

export function sealSecret(fileKeyHex: string, base32: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', sealKey(fileKeyHex), iv);
  const body = Buffer.concat([c.update(base32, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(fileKeyHex: string, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const d = createDecipheriv('aes-256-gcm', sealKey(fileKeyHex), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpUri(base32: string, account: string): string {
  return new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(base32) }).toString();
}

/**
 * The time step a code belongs to, or null: the current step and one either side (a phone's
 * clock a little off, a code typed as it turns over), nothing older.
 */
export function totpStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(base32), window: 1, timestamp: now });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** Recovery codes: 10 of them, 50 random bits each, from an alphabet without look-alikes. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(n = 10): string[] {
  return Array.from({ length: n }, () => {
    const s = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}
/** How a code typed (any case, with or without the dash or spaces) is compared. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Codes are random and long, so a keyed hash (no salt, no slow hash) keeps the table from opening them. */
export const hashRecoveryCode = (secret: string, code: string) =>
  createHmac('sha256', secret)
    .update(`recovery\n${normalizeRecoveryCode(code)}`)
    .digest('hex');
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). */
const OPTIONS = {
  algorithm: 2 /* Argon2id; the package's const enum cannot be imported under isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashValue: string, password: string): Promise<boolean> {
  try {
    return await verify(hashValue, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-Aa1!'));

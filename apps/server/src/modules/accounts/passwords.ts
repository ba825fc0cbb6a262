/** argon2id with the parameters of decision F3 (m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash it still spends the time of one check,
 * so an unknown login answers as slowly as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

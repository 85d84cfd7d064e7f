// argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane); @node-rs/argon2 defaults to argon2id.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against a fixed hash when the user does not exist keeps timing the same either way.
let dummy: Promise<string> | undefined;
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

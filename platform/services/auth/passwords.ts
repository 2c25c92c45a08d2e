// Password hashing: argon2id (the @node-rs/argon2 default algorithm) with its default cost
// (19 MiB, 2 passes). The hash string records algorithm and cost, so they can be raised later.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Check a password. For an unknown user, pass `undefined`: the password is still checked against a
 * dummy hash, so an unknown user and a wrong password take the same time (no user enumeration).
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hash('dummy-password-for-timing')));
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== undefined;
}

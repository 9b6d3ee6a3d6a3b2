import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP: 19 MiB, 2 iterations). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified when no account matches, so an unknown name costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

/** Checks a password against a stored hash, or against a dummy hash when there is no account. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))));
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== null;
  } catch {
    return false;
  }
}

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export const newRefreshToken = (): string => crypto.randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A six-digit access code, uniformly drawn (leading zeros kept). */
export const newAccessCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The stored form of an access code: bound to its pending-login token, so the hash alone (six
 * digits) cannot be reversed without the token, which is itself stored only as a hash.
 */
export const hashAccessCode = (pendingToken: string, code: string): string => hashToken(`${pendingToken}:${code}`);

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

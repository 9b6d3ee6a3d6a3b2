import { createHash, randomBytes } from 'node:crypto';

/**
 * A data supplier's auth token: 32 random bytes (256 bits) from the system's CSPRNG, base64url, so
 * it cannot be guessed. Only its SHA-256 hash is stored; a token that long needs no slow hash.
 */
export function newAuthToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAuthToken(token) };
}

export const hashAuthToken = (token: string) => createHash('sha256').update(token).digest('hex');

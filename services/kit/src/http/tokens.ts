import { jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '@app/contracts';

/** Signs and verifies access tokens (HS256). Every service can verify; only identity signs. */
export interface TokenService {
  sign(payload: Omit<TokenPayload, 'exp'>, ttlSeconds: number, now: Date): Promise<string>;
  verify(token: string, now: Date): Promise<TokenPayload>;
}

/** How many verified tokens a process remembers: the signed-in users of a busy hour, bounded. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * A token's signature is checked once per process: the same string always verifies the same way
 * under the same secret, so later calls with it only check its expiry (as jose does, to the
 * second). In one process the gateway and the service each verify every call; the signature check
 * with its key import was a sixth of a signed-in call's time. Only tokens that verified are kept,
 * so a forged one is checked every time and cannot push the good ones out faster than they come.
 * The payload is frozen: every caller shares it.
 */
export function createTokenService(secret: string, kept = VERIFIED_TOKENS_KEPT): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenPayload>();
  const unexpired = (payload: TokenPayload, now: Date) => typeof payload.exp !== 'number' || payload.exp > Math.floor(now.getTime() / 1000);
  return {
    sign: (payload, ttlSeconds, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    verify: async (token, now) => {
      const known = verified.get(token);
      if (known) {
        if (unexpired(known, now)) return known;
        verified.delete(token);
      }
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
      const frozen = deepFreeze(payload as unknown as TokenPayload);
      // the oldest goes first: Map keeps insertion order
      if (verified.size >= kept) verified.delete(verified.keys().next().value as string);
      verified.set(token, frozen);
      return frozen;
    },
  };
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}

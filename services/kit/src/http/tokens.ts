import { jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '@app/contracts';

/** Signs and verifies access tokens (HS256). Every service can verify; only identity signs. */
export interface TokenService {
  sign(payload: Omit<TokenPayload, 'exp'>, ttlSeconds: number, now: Date): Promise<string>;
  verify(token: string, now: Date): Promise<TokenPayload>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
      return payload as unknown as TokenPayload;
    },
  };
}

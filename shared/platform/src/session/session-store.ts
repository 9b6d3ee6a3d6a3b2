import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { decodeJwt } from 'jose';
import type { PoolChoice, PoolOverrides, ProfileChoice, TokenPayload, TokenResponse } from '@app/contracts';

/** Where the login flow stands: credentials, then pool, then profile, then token. */
export type LoginStage = 'credentials' | 'pool' | 'profile' | 'two-factor';

/**
 * The page's session. The access token lives in memory only; the refresh token is an HttpOnly
 * cookie no script can read. Only the token's payload (who is signed in, no secret) is kept in
 * localStorage, so a reload knows to get a new access token from the cookie (`freshToken`).
 */
export interface SessionState {
  token: string | null;
  payload: TokenPayload | null;
  /** choices during login; never persisted together with a password */
  stage: LoginStage;
  pools: PoolChoice[];
  pool: PoolChoice | null;
  profiles: ProfileChoice[];
  profile: ProfileChoice | null;
  /** the signed-in pool's logo and custom messages (ID-LOGIN-09); read through `poolOverridesOf` */
  overrides: PoolOverrides | null;
  setTokens(response: Pick<TokenResponse, 'token'>): void;
  setStage(stage: LoginStage): void;
  setPools(pools: PoolChoice[]): void;
  setProfiles(pool: PoolChoice, profiles: ProfileChoice[]): void;
  chooseProfile(profile: ProfileChoice): void;
  setOverrides(overrides: PoolOverrides): void;
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'app-session';

export function decodeToken(token: string): TokenPayload {
  return decodeJwt(token) as unknown as TokenPayload;
}

const loginReset = { stage: 'credentials' as LoginStage, pools: [], pool: null, profiles: [], profile: null };

export function createSessionStore() {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        token: null,
        payload: null,
        overrides: null,
        ...loginReset,
        setTokens: ({ token }) => set({ token, payload: decodeToken(token) }),
        setStage: (stage) => set({ stage }),
        setPools: (pools) => set({ pools, stage: 'pool' }),
        setProfiles: (pool, profiles) => set({ pool, profiles, stage: 'profile' }),
        chooseProfile: (profile) => set({ profile }),
        setOverrides: (overrides) => set({ overrides }),
        clear: () => set({ token: null, payload: null, overrides: null, ...loginReset }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        // the payload and the pool's public look only: never a token in storage a script could read
        partialize: (s) => ({ payload: s.payload, overrides: s.overrides }),
      },
    ),
  );
}

/** The page's one session (`@app/platform` is a shared singleton, so remotes see the same store). */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The overrides of the signed-in pool; another pool's (kept from before a pool switch) count as none. */
export function poolOverridesOf(s: Pick<SessionState, 'payload' | 'overrides'>): PoolOverrides | null {
  return s.overrides && s.payload && s.overrides.pool_id === s.payload.pool_id ? s.overrides : null;
}

/** Logged in means a token whose profile step is finished (finished != 0). */
export function isLoggedIn(payload: TokenPayload | null): boolean {
  return !!payload && !!payload.finished;
}

/** Who a finished session belongs to (user, pool and profile) as one key; null when not logged in. */
export function sessionOwner(payload: TokenPayload | null): string | null {
  return payload?.finished ? `${payload.username}/${payload.pool_id}/${payload.profile_id}` : null;
}

/** Seconds left on the access token; negative when expired. */
export function secondsLeft(payload: Pick<TokenPayload, 'exp'> | null, nowMs: number = Date.now()): number {
  return payload ? payload.exp - Math.floor(nowMs / 1000) : -1;
}

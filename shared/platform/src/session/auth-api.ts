import {
  ApiPath,
  type Credentials,
  type PoolChoice,
  type ProfileChoice,
  type TokenResponse,
} from '@app/contracts';
import type { ApiClient } from '../api/api-client';

/** The login and session calls of spec 000 section 7, on any ApiClient. */
export function createAuthApi(api: ApiClient) {
  return {
    pools: async (credentials: Credentials) => (await api.post<PoolChoice[]>(ApiPath.authPool, credentials)).data,
    profiles: async (poolId: number, credentials: Credentials) =>
      (await api.post<{ pool: PoolChoice; profiles: ProfileChoice[] }>(ApiPath.authPoolProfile(poolId), credentials)).data,
    loginCheck: async (body: Credentials & { pool: number; profile: number; isMobile: 0 | 1 }) =>
      (await api.post<TokenResponse>(ApiPath.loginCheck, body)).data,
    refresh: async (body: { refresh_token: string; pool?: number; profile?: number }) =>
      (await api.post<TokenResponse>(ApiPath.tokenRefresh, body)).data,
    logout: async (refreshToken: string) => {
      await api.post<unknown>(ApiPath.logout, { refresh_token: refreshToken });
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

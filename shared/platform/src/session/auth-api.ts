import {
  ApiPath,
  SsoPath,
  type Credentials,
  type PoolChoice,
  type ProfileChoice,
  type SecondFactorPending,
  type TokenResponse,
} from '@app/contracts';
import type { ApiClient } from '../api/api-client';

/** A single sign-on provider button (spec 000 section 2 'Login and pool selection'). */
export interface SsoProvider {
  code: string;
  authorization_url: string;
  logo_url: string | null;
  text: string;
}

/** GET account/invitation/{token}: the pool and the invited person. */
export interface AccountInvitation {
  pool: { id?: number; name: string; url?: string } | null;
  person: { email: string; full_name: string } | null;
}

export interface AccountRegistration {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
  username: string;
  full_name?: string;
}

/** The answer of login check: tokens, or the pending second factor. */
export type LoginCheckAnswer = TokenResponse | SecondFactorPending;

const invitationPath = (token: string) => `/account/invitation/${encodeURIComponent(token)}`;

/** The login, session and own-account calls of spec 000 section 7, on any ApiClient. */
export function createAuthApi(api: ApiClient) {
  return {
    pools: async (credentials: Credentials) => (await api.post<PoolChoice[]>(ApiPath.authPool, credentials)).data,
    profiles: async (poolId: number, credentials: Credentials) =>
      (await api.post<{ pool: PoolChoice; profiles: ProfileChoice[] }>(ApiPath.authPoolProfile(poolId), credentials)).data,
    /** GET auth/pools: the signed-in account's pools (every pool for a sysadmin). */
    myPools: async () => (await api.get<PoolChoice[]>(ApiPath.authPools, { auth: true })).data ?? [],
    /** GET auth/pool/{id}/profiles: the signed-in account's live profiles in one of its pools. */
    myProfiles: async (poolId: number) => (await api.get<ProfileChoice[]>(ApiPath.authPoolProfiles(poolId), { auth: true })).data ?? [],
    loginCheck: async (body: Credentials & { pool: number; profile: number; isMobile: 0 | 1 }) =>
      (await api.post<LoginCheckAnswer>(ApiPath.loginCheck, body)).data,
    /** POST 2fa_check: the six-digit code with the pending-login token of the login answer. */
    twoFactorCheck: async (body: { code: string; two_factor_token: string }) =>
      (await api.post<TokenResponse>(ApiPath.twoFactorCheck, body, { auth: false })).data,
    /** POST token/refresh: the HttpOnly refresh cookie goes along by itself; it rotates with every answer. */
    refresh: async (body: { pool?: number; profile?: number }) => (await api.post<TokenResponse>(ApiPath.tokenRefresh, body)).data,
    /** POST logout with the access token of the session it ends (the server ends that login and clears the cookie). */
    logout: async (accessToken: string | null) => {
      await api.post<unknown>(ApiPath.logout, {}, accessToken ? { bearer: accessToken } : { auth: false });
    },
    /** POST account/forgot with an e-mail address or a username; the answer's meta carries the message. */
    forgot: async (login: string) =>
      api.post<null>('/account/forgot', login.includes('@') ? { email: login } : { username: login }, { auth: false }),
    reset: async (body: { token: string; password: string; password_confirmation: string }) =>
      api.post<null>('/account/reset', body, { auth: false }),
    changePassword: async (body: { current_password: string; password: string }) =>
      api.patch<null>('/account/password-reset', body, { auth: true }),
    /** POST account/toggle2fa; turning it off needs the password. */
    toggleTwoFactor: async (body: { password?: string } = {}) =>
      (await api.post<{ two_factor: boolean }>('/account/toggle2fa', body, { auth: true })).data,
    /** GET auth/current-pool?include=info: the pool with its support text. */
    currentPoolInfo: async () =>
      (await api.get<{ name: string; info?: { support?: string | null } }>(ApiPath.currentPool, { query: { include: 'info' }, auth: true }))
        .data,
    /** The providers of a pool (url or id) or of an account invitation's pool. */
    ssoProviders: async (choice: { pool?: string; invitationToken?: string }) =>
      (
        await api.get<SsoProvider[]>(SsoPath.providers, {
          query: { pool: choice.pool, 'invitation-token': choice.invitationToken },
          auth: false,
        })
      ).data ?? [],
    /** POST auth/sso/profiles: the login ticket of the SSO callback -> its pool and the profiles there. */
    ssoProfiles: async (ticket: string) =>
      (await api.post<{ pool: PoolChoice; profiles: ProfileChoice[] }>(SsoPath.profiles, { ticket }, { auth: false })).data,
    /** POST auth/sso/login_check: the ticket and the chosen profile -> tokens or the pending second factor. */
    ssoLoginCheck: async (body: { ticket: string; profile: number; isMobile: 0 | 1 }) =>
      (await api.post<LoginCheckAnswer>(SsoPath.loginCheck, body, { auth: false })).data,
    invitation: async (token: string) => (await api.get<AccountInvitation>(invitationPath(token), { auth: false })).data,
    joinInvitation: async (token: string, body: { email: string; password: string }) =>
      (await api.post<TokenResponse>(`${invitationPath(token)}/join`, { token, ...body }, { auth: false })).data,
    registerInvitation: async (token: string, body: AccountRegistration) =>
      (await api.post<TokenResponse>(`${invitationPath(token)}/register`, body, { auth: false })).data,
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

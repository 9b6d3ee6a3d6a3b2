// The session's shapes: token payload and login choices. No schemas here, so /login can load it without zod.
/** The access token's payload (spec 000 section 3 'Session', ID-LOGIN-10). */
export interface TokenPayload {
  username: string;
  pool_id: number;
  profile_id: number;
  pool_name: string;
  pool_url: string;
  person_id: number | null;
  person_name: string;
  roles: string[];
  allow: string[];
  is_sysadmin: boolean;
  /** non-zero once a profile is logged in (ID-LOGIN-11) */
  finished: number;
  profiles_count: number;
  pools_count: number;
  /** the branch the profile is bound to; the personal filter scopes data to its subtree */
  branch_id: number | null;
  view_entire_pool: boolean;
  exp: number;
  /** the account has two-factor login on (the user menu's toggle shows it) */
  two_factor?: boolean;
  /** the account, and its token version when the token was signed: the gateway refuses an older one */
  account_id?: number;
  ver?: number;
  /** the login this token belongs to (its refresh token family): logout and a password change name it */
  sid?: string;
}

/**
 * The answer of a login. The refresh token is not in it: it travels only as the HttpOnly cookie
 * REFRESH_COOKIE (scoped to the refresh path), so no script on the page can read it.
 */
export interface TokenResponse {
  token: string;
  '2fa_complete': boolean;
}

/** The refresh token's cookie: HttpOnly, SameSite=Strict, Secure over HTTPS, sent to REFRESH_COOKIE_PATH only. */
export const REFRESH_COOKIE = 'invalpool_refresh';
export const REFRESH_COOKIE_PATH = '/api/token/refresh';

export interface PoolChoice {
  id: number;
  name: string;
  url: string;
}

/**
 * What a pool puts in place of the product's own look (spec 000 'Session', PLT-SHELL-02): its logo
 * and a message per language, kept with the pool they belong to.
 */
export interface PoolOverrides {
  pool_id: number;
  logo: string | null;
  custom_messages: { en?: string; nl?: string } | null;
}

export interface ProfileChoice {
  id: number;
  person: { id: number; full_name: string; initials: string };
  branch: { id: number; name: string } | null;
  roles: { code: string; name: string }[];
}

/** A profile is labelled with its roles joined by a dash, then '@' and the branch (ID-POOL-03). */
export function profileLabel(p: ProfileChoice): string {
  const roles = p.roles.map((r) => r.name).join(' - ');
  return p.branch ? `${roles}@${p.branch.name}` : roles;
}

export const TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

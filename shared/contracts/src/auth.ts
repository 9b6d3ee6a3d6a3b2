import { z } from 'zod';

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
}

export interface TokenResponse {
  token: string;
  refresh_token: string;
  '2fa_complete': boolean;
}

export interface PoolChoice {
  id: number;
  name: string;
  url: string;
}

export interface ProfileChoice {
  id: number;
  person: { id: number; full_name: string; initials: string };
  branch: { id: number; name: string } | null;
  roles: { code: string; name: string }[];
}

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'The field is required').max(180),
  password: z.string().min(1, 'The field is required').max(100),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginCheckSchema = credentialsSchema.extend({
  pool: z.coerce.number().int().positive(),
  profile: z.coerce.number().int().positive(),
  isMobile: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

export const refreshSchema = z.object({
  refresh_token: z.string().min(20).max(200),
  pool: z.coerce.number().int().positive().optional(),
  profile: z.coerce.number().int().positive().optional(),
  isMobile: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

/** A profile is labelled with its roles joined by a dash, then '@' and the branch (ID-POOL-03). */
export function profileLabel(p: ProfileChoice): string {
  const roles = p.roles.map((r) => r.name).join(' - ');
  return p.branch ? `${roles}@${p.branch.name}` : roles;
}

export const TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

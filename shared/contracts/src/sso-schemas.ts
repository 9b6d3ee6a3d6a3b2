import { z } from 'zod';
import { recordId } from './record-id';

/** GET auth/sso-providers: a pool (url or id) or an account invitation token names the pool. */
export const ssoProvidersQuerySchema = z.object({
  pool: z.string().trim().min(1).max(200).optional(),
  'invitation-token': z.string().trim().min(1).max(200).optional(),
});

/** GET auth/sso/{code}/start */
export const ssoStartQuerySchema = z.object({
  pool: z.string().trim().min(1).max(200),
  redirect: z.string().max(2000).optional(),
});

const ticket = z.string().min(20).max(200);

export const ssoTicketSchema = z.object({ ticket });

export const ssoLoginCheckSchema = z.object({
  ticket,
  profile: recordId(),
  isMobile: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});
export type SsoLoginCheck = z.infer<typeof ssoLoginCheckSchema>;

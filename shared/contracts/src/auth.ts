import { z } from 'zod';
import { recordId } from './record-id';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'The field is required').max(180),
  password: z.string().min(1, 'The field is required').max(100),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginCheckSchema = credentialsSchema.extend({
  pool: recordId(),
  profile: recordId(),
  isMobile: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

/** POST token/refresh: the refresh token comes as the cookie; an API client without cookies may send it here. */
export const refreshSchema = z.object({
  refresh_token: z.string().min(20).max(200).optional(),
  pool: recordId().optional(),
  profile: recordId().optional(),
  isMobile: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

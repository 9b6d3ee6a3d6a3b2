import { z } from 'zod';

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

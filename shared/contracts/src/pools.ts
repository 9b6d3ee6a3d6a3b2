import { z } from 'zod';
import { flag } from './field-schemas';
import type { SupportTexts } from './support-views';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date is YYYY-MM-DD')
  .nullable()
  .default(null);

/** The modules a pool can have switched on (MD-POOL-01); the stored values of `modules`. */
export const POOL_MODULES = ['requests', 'planning', 'work_state', 'reports'] as const;

/** A pool's custom message in one language; a form that empties it sends null, stored as ''. */
const customMessage = z.preprocess((v) => v ?? '', z.string().max(5000, 'The custom message may not be greater than 5000 characters.'));

/** A support text of one audience; a form that empties it sends null, stored as ''. */
const supportText = z.preprocess((v) => v ?? '', z.string().max(20000));

/** POST /api/pool and PUT /api/pool/{id} (spec 001 section 3 'Pool', MD-POOL-01). */
export const poolInputSchema = z.object({
  name: z.string().trim().min(1, 'The field is required').max(200),
  url: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,60}$/, 'Lowercase letters, digits and -'),
  database_name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,63}$/, 'Lowercase letters, digits and _ (at most 63)')
    .optional(),
  logo: z.string().max(500).nullable().default(null),
  start_date: day,
  end_date: day,
  whitelabel_url: z.string().max(500).nullable().default(null),
  modules: z.array(z.enum(POOL_MODULES, 'The module is not allowed.')).max(50).default([]),
  // the pool form's checkbox sends 1 or 0, as every form's (spec 001 section 5)
  enable_sms: flag('text messages').default(false),
  // strict: a PUT merges the body into the stored pool, so an unknown shape must be refused, not read as empty texts
  custom_messages: z.strictObject({ en: customMessage.default(''), nl: customMessage.default('') }).default({ en: '', nl: '' }),
  support: z.string().max(20000).default(''),
  // the support text per audience (ADR 0265); empty: that audience reads the pool's text
  support_texts: z
    .strictObject({ admin: supportText.default(''), school: supportText.default(''), substitute: supportText.default('') })
    .default({ admin: '', school: '', substitute: '' }),
});
export type PoolInput = z.infer<typeof poolInputSchema>;

/** A pool as the pools API answers it. */
export interface PoolView {
  id: number;
  name: string;
  url: string;
  database_name: string;
  logo: string | null;
  start_date: string | null;
  end_date: string | null;
  whitelabel_url: string | null;
  modules: string[];
  enable_sms: boolean;
  custom_messages: { en: string; nl: string };
  support: string;
  support_texts: SupportTexts;
}

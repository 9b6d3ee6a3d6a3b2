import { z } from 'zod';
import { recordId } from '../record-id';

/**
 * The pool tool (RPT-XML-01..04): per branch and period an XML declaration for the substitute fund
 * (Vervangingsfonds), generated from the work-state lines, validated (errors kept per export),
 * downloaded and regenerated. One report per date: a branch's periods never overlap.
 */
export const PoolToolMessages = {
  /** RPT-XML-04, exactly as the spec words them */
  exists: 'Deze export bestaat al',
  wrongDate: 'De datum is onjuist',
  notGenerated: 'The report is not generated yet',
} as const;

/** What a finding of the validation is about; the screen words each (pool_tool.errors.<code>). */
export const POOL_TOOL_ERROR_CODES = ['missing_vf_code', 'missing_personnel_number', 'not_approved', 'missing_brin', 'schema'] as const;
export type PoolToolErrorCode = (typeof POOL_TOOL_ERROR_CODES)[number];

export interface PoolToolError {
  code: PoolToolErrorCode;
  person: { id: number; name: string } | null;
  date: string | null;
  /** the reason's description, the schema's message */
  detail: string | null;
}

/** One export (RPT-XML-03): id, period, errors, timestamps; `has_xml`/`has_errors` for the dialog's state. */
export interface PoolToolExportView {
  id: number;
  branch: { id: number; name: string };
  period_from: string;
  period_to: string;
  has_xml: boolean;
  has_errors: boolean;
  errors: PoolToolError[];
  /** replacements in the XML */
  replacements: number;
  created_at: string;
  updated_at: string;
}

/** A branch's row of the pool tool screen for the chosen period: its export, if one covers the period. */
export interface PoolToolBranchRow {
  branch: { id: number; name: string; brin: string | null };
  export: PoolToolExportView | null;
}

/** An incorrect date is the spec's one message, whatever is wrong with it. */
const poolToolDate = z
  .string({ error: PoolToolMessages.wrongDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: PoolToolMessages.wrongDate })
  .refine(
    (d) => {
      const date = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(d);
    },
    { message: PoolToolMessages.wrongDate },
  );

/** POST /api/reports/pool-tool/exports: generate the export of a branch for a period. */
export const poolToolGenerateSchema = z.strictObject({
  branch: recordId(),
  period_from: poolToolDate,
  period_to: poolToolDate,
});
export type PoolToolGenerateInput = z.infer<typeof poolToolGenerateSchema>;

/** GET /api/reports/pool-tool: the branches' exports over a period (`filter[period_from]`, `filter[period_to]`, `filter[branch]`). */
export const poolToolListSchema = z.object({
  /** without a period: this month, the pool tool's default range */
  period_from: poolToolDate.optional(),
  period_to: poolToolDate.optional(),
  branch: z
    .union([recordId(), z.array(recordId()).max(500)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const poolToolPaths = {
  list: '/api/reports/pool-tool',
  generate: '/api/reports/pool-tool/exports',
  one: (id: number) => `/api/reports/pool-tool/exports/${id}`,
  xml: (id: number) => `/api/reports/pool-tool/exports/${id}/xml`,
} as const;

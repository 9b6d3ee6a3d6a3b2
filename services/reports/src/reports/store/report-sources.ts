import { sql } from 'drizzle-orm';
import { DEPLOYMENT_HOURS_DEFAULT, REQUEST_SETTING_DEFAULTS } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { daypartDayTotalDirectory } from '@app/contracts/published-views/staffing';

/** WTF of a daypart whose week-schedule segment names none (CONST-06). */
export const DEFAULT_DAYPART_WTF = 0.1;

/**
 * The live dayparts of live requests with what the reports sum (staffing's published
 * request_daypart_directory: id, pool_id, request_id, request_number, branch_id, date, daypart,
 * state, person_id, wtf, hours); a daypart without a segment takes the default WTF and no hours.
 */
export const DAYPARTS = sql`(select id, pool_id, request_id, request_number, branch_id, date, daypart, state, person_id,
  coalesce(wtf, ${DEFAULT_DAYPART_WTF})::float8 as wtf, hours from staffing.request_daypart_directory)`;

/**
 * Staffing's day totals (ADR 0096): per date, branch, state and person (null: none) the live
 * dayparts, their WTF (numeric, the default WTF given to those without one) and hours. What the
 * reports sum instead of DAYPARTS when they need no single daypart or request.
 */
export const DAY_TOTALS = sql`(select pool_id, date, branch_id, state, person_id, dayparts,
  wtf + wtf_missing * ${String(DEFAULT_DAYPART_WTF)}::numeric as wtf, hours from ${daypartDayTotalDirectory})`;

/** The pool settings the reports read, with their defaults. */
const REPORT_SETTING_DEFAULTS = { ...REQUEST_SETTING_DEFAULTS, deployment_hours: DEPLOYMENT_HOURS_DEFAULT };

/** A pool-level setting's stored value, else its default (master data's setting view holds stored values only). */
export async function poolSetting<K extends keyof typeof REPORT_SETTING_DEFAULTS>(
  tx: Tx,
  poolId: number,
  code: K,
): Promise<(typeof REPORT_SETTING_DEFAULTS)[K]> {
  const [row] = await rowsOf<{ value: unknown }>(
    tx,
    sql`select value from masterdata.setting_value_directory where pool_id = ${poolId} and branch_id is null and code = ${code} limit 1`,
  );
  const fallback = REPORT_SETTING_DEFAULTS[code];
  if (row === undefined || row.value === null) return fallback;
  const value = row.value;
  if (typeof fallback === 'boolean') return (value === true || value === 1 || value === '1' || value === 'true') as never;
  if (typeof fallback === 'number') return (Number.isFinite(Number(value)) ? Number(value) : fallback) as never;
  return value as never;
}

export interface BranchNode {
  id: number;
  parent_id: number | null;
  name: string;
}

/** The pool's branch tree (master data's published view). */
export const branchTree = (tx: Tx, poolId: number) =>
  rowsOf<BranchNode>(tx, sql`select id, parent_id, name from masterdata.branch_detail_directory where pool_id = ${poolId}`);

/** The footer a loaning branch prints under its secondment invoices (MD-BRANCH-02); null when it has none. */
export async function secondmentInvoiceFooter(tx: Tx, poolId: number, branchId: number): Promise<string | null> {
  const [row] = await rowsOf<{ footer: string | null }>(
    tx,
    sql`select secondment_invoice_footer as footer from masterdata.branch_detail_directory where pool_id = ${poolId} and id = ${branchId}`,
  );
  return row?.footer?.trim() || null;
}

/** A branch's top ancestor: its board (DOMAIN 'Tenancy': boards are the top level). */
export function boardOf(branches: Map<number, BranchNode>, id: number): BranchNode | undefined {
  let at = branches.get(id);
  for (let hops = 0; at && at.parent_id !== null && hops < 10; hops++) at = branches.get(at.parent_id) ?? at;
  return at;
}

/** The Saturday and Sunday working-day settings (RPT-SCH-02: their columns show only when they are working days). */
export async function weekendWorkingDays(tx: Tx, poolId: number): Promise<{ saturday: boolean; sunday: boolean }> {
  return { saturday: await poolSetting(tx, poolId, 'saturday_working_day'), sunday: await poolSetting(tx, poolId, 'sunday_working_day') };
}

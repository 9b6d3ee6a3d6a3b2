import { sql } from 'drizzle-orm';
import { addDays } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { materialiseLines } from '../store/work-state-materialise';

/** The demo accounts who take the steps (identity's demo data); the administrator also sends to payroll. */
const SCHOOL = 'Sanne Schoolleider';
const BOARD = 'Pieter de Planner';
const ADMIN = 'Ada Admin';

/**
 * The demo pool's work state: every past planned daypart gets its line, and the lines
 * move through the flow the way a school year does: the older a line, the further it is. Of the
 * lines over a week old 9 in 10 are approved; over two weeks 4 in 5 of those reviewed; over three
 * weeks nearly all reviewed ones processed, and over four weeks 1 in 3 processed ones sent with
 * the payroll system's ids. Deterministic by line id, so the reports show the same figures on every
 * load. Returns the number of lines.
 */
export async function seedDemoWorkState(tx: Tx, poolId: number, now: Date): Promise<number> {
  const today = dateInAmsterdam(now);
  await materialiseLines(tx, poolId, today, now);
  const at = (days: number) => sql`(w.date + ${days}::int)::timestamp at time zone 'Europe/Amsterdam' + interval '10 hours'`;
  const older = (days: number) => sql`w.date < ${addDays(today, -days)}::date`;
  const step = (name: string, who: string, days: number, where: ReturnType<typeof sql>) =>
    tx.execute(
      sql`update staffing.work_state_lines w set ${sql.raw(`${name}_at`)} = least(${at(days)}, ${now}::timestamptz),
          ${sql.raw(`${name}_by_name`)} = ${who}, updated_at = ${now}
        where w.pool_id = ${poolId} and ${where}`,
    );
  await step('approved', SCHOOL, 3, sql`${older(7)} and w.id % 10 <> 3`);
  await step('reviewed', BOARD, 6, sql`w.approved_at is not null and ${older(14)} and w.id % 5 <> 1`);
  await step('processed', ADMIN, 10, sql`w.reviewed_at is not null and ${older(21)} and w.id % 20 <> 7`);
  await tx.execute(
    sql`update staffing.work_state_lines w set sent_at = least(${at(12)}, ${now}::timestamptz), sent_by_name = ${ADMIN},
        payroll_state = 'sent', payroll_key = gen_random_uuid(), payroll_attempts = 1,
        external_employee_id = 'EMP-' || lpad(w.person_id::text, 5, '0'), replacement_id = 'VV-' || w.request_id || '-' || w.id, updated_at = ${now}
      where w.pool_id = ${poolId} and w.processed_at is not null and ${older(28)} and w.id % 3 = 0`,
  );
  // a checkmark the demo pool names in its settings would show here; the demo sets none
  const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from staffing.work_state_lines where pool_id = ${poolId}`);
  return count?.n ?? 0;
}

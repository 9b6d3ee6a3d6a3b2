import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import type { PayrollWorkLine } from '../adapters/payroll-client';
import { workStateLines } from '../db/schema-work-state';
import type { PayrollOutcome } from '../domain/work-state/payroll-retry';

export interface ClaimedLine {
  id: number;
  key: string;
  attempts: number;
  export: PayrollWorkLine;
}

const due = (now: Date) => and(inArray(workStateLines.payrollState, ['queued', 'sending']), lte(workStateLines.payrollNextAt, now));

/** The pools with lines due to be sent: the one cross-pool read of the send (ADR 0017 lists it; its flow runs it past row-level security). */
export async function poolsWithDueLines(tx: Tx, now: Date): Promise<number[]> {
  const rows = await tx.selectDistinct({ poolId: workStateLines.poolId }).from(workStateLines).where(due(now));
  return rows.map((r) => r.poolId);
}

interface ExportRow {
  id: number;
  key: string;
  attempts: number;
  request_id: number;
  date: string;
  weekday: number;
  daypart: number;
  hours: string;
  wtf: string;
  distance_total: string | null;
  branch_id: number;
  branch_name: string | null;
  brin: string | null;
  personnel_number: string | null;
  reason_code: string | null;
  vf_code: string | null;
  contract_id: number | null;
  chain_id: number | null;
}

/**
 * Claims up to `batch` due lines of one pool (queued, or sending past their lease): each is
 * 'sending' until `leaseEnd`, with one attempt more; rows another transaction is claiming are skipped.
 */
export async function claimDueLines(tx: Tx, poolId: number, claim: { now: Date; leaseEnd: Date; batch: number }): Promise<number[]> {
  const { now } = claim;
  const claimed = await rowsOf<{ id: number }>(
    tx,
    sql`update staffing.work_state_lines set payroll_state = 'sending', payroll_attempts = payroll_attempts + 1,
            payroll_next_at = ${claim.leaseEnd}, updated_at = ${now}
          where pool_id = ${poolId} and id in (
            select id from staffing.work_state_lines
            where pool_id = ${poolId} and payroll_state in ('queued', 'sending') and payroll_next_at <= ${now}
            order by payroll_next_at, id limit ${claim.batch} for update skip locked)
          returning id`,
  );
  return claimed.map((c) => c.id);
}

/** What the payroll export names of claimed lines, with each line's key and attempts. */
export async function claimedLines(tx: Tx, poolId: number, ids: readonly number[]): Promise<ClaimedLine[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<ExportRow>(
    tx,
    sql`select l.id, l.payroll_key::text as key, l.payroll_attempts as attempts, l.request_id, l.date::text as date,
            extract(isodow from l.date)::int as weekday, l.daypart, l.hours::text as hours, l.wtf::text as wtf,
            l.distance_total::text as distance_total, l.branch_id, b.name as branch_name, b.brin,
            p.personnel_number, ra.code as reason_code, ra.vf_code, c.id as contract_id, coalesce(c.parent_id, c.id) as chain_id
          from staffing.work_state_lines l
          join staffing.requests r on r.id = l.request_id
          left join masterdata.branch_detail_directory b on b.pool_id = l.pool_id and b.id = l.branch_id
          left join masterdata.person_detail_directory p on p.pool_id = l.pool_id and p.id = l.person_id
          left join masterdata.reason_for_absence_directory ra on ra.pool_id = l.pool_id and ra.id = r.reason_for_absence_id
          left join lateral (
            select cd.id, cd.parent_id from masterdata.contract_directory cd
            where cd.pool_id = l.pool_id and cd.person_id = l.person_id and cd.start_date <= l.date
              and (cd.end_date is null or cd.end_date >= l.date)
            order by (cd.branch_id = l.branch_id) desc, cd.start_date desc limit 1) c on true
          where l.pool_id = ${poolId} and l.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by l.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    attempts: r.attempts,
    export: {
      pool_id: poolId,
      line: r.id,
      request: r.request_id,
      employee_number: r.personnel_number,
      employment_number: r.contract_id === null ? null : String(r.contract_id),
      chain_number: r.chain_id === null ? null : String(r.chain_id),
      date: r.date,
      weekday: r.weekday,
      daypart: r.daypart,
      hours: Number(r.hours),
      wtf: Number(r.wtf),
      cost_centre: r.brin,
      branch: { id: r.branch_id, name: r.branch_name ?? '' },
      reason: r.reason_code === null ? null : { code: r.reason_code, vf_code: r.vf_code },
      travel_km: r.distance_total === null ? 0 : Number(r.distance_total),
    },
  }));
}

/** Only the claim that sent this key may record its outcome; a line undone or re-queued meanwhile is left alone. */
const stillSending = (poolId: number, line: ClaimedLine) =>
  and(
    eq(workStateLines.poolId, poolId),
    eq(workStateLines.id, line.id),
    eq(workStateLines.payrollKey, line.key),
    eq(workStateLines.payrollState, 'sending'),
  );

/** Records where a sent line goes (its answer, or an unknown outcome), unless the line was undone or re-queued meanwhile. */
export async function recordOutcome(tx: Tx, poolId: number, line: ClaimedLine, outcome: PayrollOutcome, now: Date): Promise<void> {
  await tx
    .update(workStateLines)
    .set({ ...outcome, updatedAt: now })
    .where(stillSending(poolId, line));
}

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@app/service-kit';
import type { PayrollLineAnswer, PayrollWorkLine } from '../adapters/payroll-client';
import { workStateLines } from '../db/schema-work-state';

/** Lines claimed per pool and run: a backlog is worked off over the next runs. */
export const PAYROLL_BATCH = 50;
/** A claimed line is the claimer's this long; past it (the process died mid-send) another run sends it again, with the same key. */
export const PAYROLL_LEASE_MS = 60_000;
/** After this many sends with an unknown outcome the line is given back to the user as rejected, with the last error. */
export const PAYROLL_MAX_ATTEMPTS = 8;

/** Seconds before the next try after `attempts` unknown outcomes: 5, 10, 20 ... at most 15 minutes. */
export const payrollBackoffMs = (attempts: number): number => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

export interface ClaimedLine {
  id: number;
  key: string;
  attempts: number;
  export: PayrollWorkLine;
}

const due = (now: Date) => and(inArray(workStateLines.payrollState, ['queued', 'sending']), lte(workStateLines.payrollNextAt, now));

/** The pools with lines due to be sent: the one cross-pool read of the send (ADR 0017 lists it). */
export async function poolsWithDueLines(db: Database, now: Date): Promise<number[]> {
  const rows = await db.withSystem((tx) => tx.selectDistinct({ poolId: workStateLines.poolId }).from(workStateLines).where(due(now)));
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
 * Claims up to `PAYROLL_BATCH` due lines of one pool (queued, or sending past their lease) and reads
 * what the payroll export names. The claim commits before anything is sent: the line is 'sending'
 * with a lease and one attempt more, so two workers never send it at once, and a worker that dies
 * leaves it to be sent again with the same key once the lease has passed.
 */
export async function claimDueLines(db: Database, poolId: number, now: Date): Promise<ClaimedLine[]> {
  const rows = await db.withPool(poolId, async (tx) => {
    const claimed = await rowsOf<{ id: number }>(
      tx,
      sql`update staffing.work_state_lines set payroll_state = 'sending', payroll_attempts = payroll_attempts + 1,
            payroll_next_at = ${new Date(now.getTime() + PAYROLL_LEASE_MS)}, updated_at = ${now}
          where pool_id = ${poolId} and id in (
            select id from staffing.work_state_lines
            where pool_id = ${poolId} and payroll_state in ('queued', 'sending') and payroll_next_at <= ${now}
            order by payroll_next_at, id limit ${PAYROLL_BATCH} for update skip locked)
          returning id`,
    );
    if (!claimed.length) return [];
    return rowsOf<ExportRow>(
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
            claimed.map((c) => sql`${c.id}`),
            sql`, `,
          )})
          order by l.id`,
    );
  });
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

/** Records the payroll system's answer: sent with its ids, or rejected with its reason (the user may send it again). */
export async function recordAnswer(db: Database, poolId: number, line: ClaimedLine, answer: PayrollLineAnswer, now: Date): Promise<void> {
  const values =
    answer.status === 'accepted'
      ? {
          payrollState: 'sent' as const,
          sentAt: now,
          externalEmployeeId: answer.employee_id,
          replacementId: answer.replacement_id,
          payrollError: null,
          payrollNextAt: null,
        }
      : { payrollState: 'rejected' as const, payrollError: answer.error, payrollNextAt: null };
  await db.withPool(poolId, (tx) =>
    tx
      .update(workStateLines)
      .set({ ...values, updatedAt: now })
      .where(stillSending(poolId, line)),
  );
}

/**
 * The outcome is unknown (unreachable, too slow, 5xx): the line waits for its next try with the
 * same key; after `PAYROLL_MAX_ATTEMPTS` it is rejected with the last error so a person looks at it.
 */
export async function recordUnknown(db: Database, poolId: number, line: ClaimedLine, error: string, now: Date): Promise<void> {
  const giveUp = line.attempts >= PAYROLL_MAX_ATTEMPTS;
  await db.withPool(poolId, (tx) =>
    tx
      .update(workStateLines)
      .set(
        giveUp
          ? {
              payrollState: 'rejected',
              payrollError: `The payroll system did not answer after ${line.attempts} attempts: ${error}`,
              payrollNextAt: null,
              updatedAt: now,
            }
          : {
              payrollState: 'queued',
              payrollError: error,
              payrollNextAt: new Date(now.getTime() + payrollBackoffMs(line.attempts)),
              updatedAt: now,
            },
      )
      .where(stillSending(poolId, line)),
  );
}

import { sql, type SQL } from 'drizzle-orm';
import {
  WorkStateMessages as M,
  type RightsHolder,
  type WorkStateActionResult,
  type WorkStateBulkInput,
  type WorkStateEditInput,
  type WorkStateStep,
} from '@app/contracts';
import { conflict, forbidden, notFound, rowsOf, unprocessable, type Tx } from '@app/service-kit';
import { dayTravel } from '../domain/work-state/line-amounts';
import { travelTableAmount } from './travel-table';
import { branchDetailDirectory } from '@app/contracts/published-views/masterdata';
import { mayCheck, mayEdit, mayTake, mayUndo, type LineSteps, type StepSwitches } from '../domain/work-state/work-state-flow';
import { scopeCondition, type RequestScope } from './scope';

/** Who acts: the profile (stored per step), its name (shown) and its rights (the flow rules). */
export interface WorkStateActor {
  poolId: number;
  scope: RequestScope;
  profileId: number;
  name: string;
  rights: RightsHolder;
  now: Date;
}

interface LockedLine extends LineSteps {
  id: number;
  date: string;
}

async function lockLines(tx: Tx, actor: WorkStateActor, ids: readonly number[]): Promise<Map<number, LockedLine>> {
  const scope = scopeCondition(sql`w.branch_id`, actor.poolId, actor.scope);
  const rows = await rowsOf<LockedLine>(
    tx,
    sql`select w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.approved_at is not null as approved, w.reviewed_at is not null as reviewed,
        w.processed_at is not null as processed, w.sent_at is not null as sent, w.payroll_state
      from staffing.work_state_lines w
      where w.pool_id = ${actor.poolId} and w.id = any(${`{${ids.join(',')}}`}::int[]) ${scope ? sql`and ${scope}` : sql``}
      order by w.id for update of w`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const stepColumns = (step: WorkStateStep) => ({
  at: sql.raw(`${step}_at`),
  by: sql.raw(`${step}_by`),
  byName: sql.raw(`${step}_by_name`),
});

async function update(tx: Tx, actor: WorkStateActor, ids: readonly number[], set: SQL) {
  if (!ids.length) return;
  await tx.execute(
    sql`update staffing.work_state_lines set ${set}, updated_at = ${actor.now} where pool_id = ${actor.poolId} and id = any(${idArray(ids)})`,
  );
}

/** Applies the action to one chunk of lines, in the caller's transaction. */
export async function applyChunk(
  tx: Tx,
  actor: WorkStateActor,
  input: WorkStateBulkInput,
  ids: readonly number[],
  switches: StepSwitches,
  checkmarks: ReadonlyMap<number, string>,
): Promise<WorkStateActionResult[]> {
  const lines = await lockLines(tx, actor, ids);
  const results: WorkStateActionResult[] = [];
  const byStep = new Map<WorkStateStep, number[]>();
  const okIds: number[] = [];
  for (const id of ids) {
    const line = lines.get(id);
    if (!line) {
      results.push({ id, ok: false, error: M.notFound });
      continue;
    }
    const verdict =
      input.action === 'undo'
        ? mayUndo(line, actor.rights)
        : input.action === 'check' || input.action === 'uncheck'
          ? mayCheck(line, checkmarks.has(input.checkmark ?? 0), actor.rights)
          : mayTake(input.action, line, switches, actor.rights);
    if (!verdict.ok) {
      results.push({ id, ok: false, error: verdict.error });
      continue;
    }
    results.push({ id, ok: true });
    okIds.push(id);
    if (typeof verdict.value === 'string') byStep.set(verdict.value, [...(byStep.get(verdict.value) ?? []), id]);
  }
  const now = actor.now;
  switch (input.action) {
    case 'approve':
    case 'review':
    case 'process':
      for (const [step, stepIds] of byStep) {
        const c = stepColumns(step);
        await update(tx, actor, stepIds, sql`${c.at} = ${now}, ${c.by} = ${actor.profileId}, ${c.byName} = ${actor.name}`);
      }
      break;
    case 'send':
      // queued for the payroll send (ADR 0087): the idempotency key is made once and kept for good; the
      // queuing user is the sent step's acting user, shown once the payroll send sets sent_at
      await update(
        tx,
        actor,
        okIds,
        sql`payroll_state = 'queued', payroll_key = coalesce(payroll_key, gen_random_uuid()), payroll_error = null, payroll_next_at = ${now},
          sent_by = ${actor.profileId}, sent_by_name = ${actor.name}`,
      );
      break;
    case 'undo':
      for (const [step, stepIds] of byStep) {
        const c = stepColumns(step);
        const payroll =
          step === 'processed'
            ? sql`, payroll_state = case when payroll_state = 'rejected' then 'none' else payroll_state end, payroll_error = null,
                sent_by = null, sent_by_name = null`
            : sql``;
        await update(tx, actor, stepIds, sql`${c.at} = null, ${c.by} = null, ${c.byName} = null ${payroll}`);
      }
      break;
    case 'check':
      await update(
        tx,
        actor,
        okIds,
        sql`checks = checks || jsonb_build_object(${String(input.checkmark)}::text,
          jsonb_build_object('at', ${now.toISOString()}::text, 'by', ${actor.profileId}::int, 'by_name', ${actor.name}::text))`,
      );
      break;
    case 'uncheck':
      await update(tx, actor, okIds, sql`checks = checks - ${String(input.checkmark)}::text`);
      break;
  }
  return results;
}

/** Whether the branch is a live branch of the pool (master data's published branch view). */
async function liveBranch(tx: Tx, poolId: number, branchId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from ${branchDetailDirectory} where pool_id = ${poolId} and id = ${branchId} and not archived`,
  );
  return rows.length > 0;
}

/** The branch's travel table amount for the line's branch and day (null from 2024 or without a band). */
async function tableAmountOf(tx: Tx, poolId: number, id: number, km: number): Promise<number | null> {
  const [row] = await rowsOf<{ amount: number | null }>(
    tx,
    sql`select ${travelTableAmount(poolId, sql`w.branch_id`, sql`${km}::float8`, sql`w.date`)} as amount
      from staffing.work_state_lines w where w.pool_id = ${poolId} and w.id = ${id}`,
  );
  return row?.amount == null ? null : Number(row.amount);
}

/**
 * PATCH /api/work-state/{id}: WTF, distance, CAO fee, contribution. A changed distance gives the
 * travel cost again by `travelAllowance`. 404 outside the caller's pool or scope, 409 once processed.
 */
export async function editLine(tx: Tx, actor: WorkStateActor, id: number, input: WorkStateEditInput): Promise<void> {
  const line = (await lockLines(tx, actor, [id])).get(id);
  if (!line) throw notFound(M.notFound);
  const verdict = mayEdit(line, actor.rights);
  if (!verdict.ok) throw verdict.error === M.notAllowed ? forbidden(verdict.error) : conflict(verdict.error);
  const set: SQL[] = [];
  if (input.wtf !== undefined) set.push(sql`wtf = ${input.wtf}`);
  if (input.cao_fee !== undefined) set.push(sql`cao_fee = ${input.cao_fee}`);
  if (input.contribution !== undefined) set.push(sql`contribution = ${input.contribution}`);
  if (input.secondment_branch_id !== undefined) {
    if (input.secondment_branch_id !== null && !(await liveBranch(tx, actor.poolId, input.secondment_branch_id)))
      throw unprocessable({ secondment_branch_id: ['The selected Secondment branch is invalid.'] });
    set.push(sql`secondment_branch_id = ${input.secondment_branch_id}`);
  }
  if (input.distance_total !== undefined) {
    const km = input.distance_total === null ? null : input.distance_total / 2;
    const travel = km === null ? null : dayTravel(line.date, km, await tableAmountOf(tx, actor.poolId, id, km), true).travel_cost;
    set.push(sql`distance_total = ${input.distance_total}, travel_cost = ${travel}`);
  }
  await update(tx, actor, [id], sql.join(set, sql`, `));
}

import type { WorkStateBulkAnswer, WorkStateBulkInput, WorkStateEditInput } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { wakePayrollSend } from '../jobs/payroll-send-job';
import { applyChunk, editLine, type WorkStateActor } from '../store/work-state-actions';
import { readLine, type LineReadContext } from '../store/work-state-lines';
import { readWorkStateSwitches } from '../store/work-state-settings';

export type { WorkStateActor };

/** A bulk action works through its ids in chunks, each in its own short transaction. */
const BULK_CHUNK = 500;

/**
 * The action on each line, in chunks of 500, each chunk its own transaction (a long list holds no
 * lock for long, and a failed chunk leaves the others done). Each line answers ok or why not; the
 * order is the order of `ids` (repeats once). Queued lines go out now rather than at the payroll
 * job's next round.
 */
export async function applyWorkStateAction(
  deps: ServiceDeps,
  actor: WorkStateActor,
  input: WorkStateBulkInput,
): Promise<WorkStateBulkAnswer> {
  const ids = [...new Set(input.ids)];
  const { steps, checkmarks } = await deps.db.withPool(actor.poolId, (tx) => readWorkStateSwitches(tx, actor.poolId));
  const results: WorkStateBulkAnswer['results'] = [];
  for (let i = 0; i < ids.length; i += BULK_CHUNK) {
    const chunk = ids.slice(i, i + BULK_CHUNK);
    results.push(...(await deps.db.withPool(actor.poolId, (tx) => applyChunk(tx, actor, input, chunk, steps, checkmarks))));
  }
  const done = results.filter((r) => r.ok).length;
  if (input.action === 'send') wakePayrollSend();
  return { action: input.action, done, failed: results.length - done, results };
}

/** Edits one line (WTF, distance, CAO fee, contribution) and answers it as it now reads. */
export const editWorkStateLine = (deps: ServiceDeps, actor: WorkStateActor, c: LineReadContext, id: number, input: WorkStateEditInput) =>
  deps.db.withPool(actor.poolId, async (tx) => {
    await editLine(tx, actor, id, input);
    return readLine(tx, c, id);
  });

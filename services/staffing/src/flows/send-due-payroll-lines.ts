import type { ServiceDeps } from '@app/service-kit';
import { PayrollUnavailable, type PayrollClient } from '../adapters/payroll-client';
import { answeredOutcome, PAYROLL_BATCH, payrollLeaseEnd, unknownOutcome } from '../domain/work-state/payroll-retry';
import { claimDueLines, claimedLines, poolsWithDueLines, recordOutcome, type ClaimedLine } from '../store/payroll-send';

export interface PayrollRun {
  sent: number;
  rejected: number;
  /** sends whose outcome is unknown: tried again later with the same key */
  retried: number;
}

/**
 * Claims the due lines of one pool and reads what the payroll export names, in a transaction that
 * commits before anything is sent: two workers never send a line at once, and a worker that dies
 * leaves it to be sent again with the same key once the lease has passed.
 */
export const claimPoolLines = (deps: Pick<ServiceDeps, 'db'>, poolId: number, now: Date): Promise<ClaimedLine[]> =>
  deps.db.withPool(poolId, async (tx) =>
    claimedLines(tx, poolId, await claimDueLines(tx, poolId, { now, leaseEnd: payrollLeaseEnd(now), batch: PAYROLL_BATCH })),
  );

/**
 * Sends every due work-state line of every pool once (docs/payroll.md): claim, send with the
 * line's idempotency key, record the answer, each record in a transaction of its own. An unknown
 * outcome is never recorded as paid or rejected; the line goes back to the queue with its key, so
 * the payroll system recognises the repeat and books it once.
 */
export async function sendDuePayrollLines(deps: ServiceDeps, payroll: PayrollClient): Promise<PayrollRun> {
  const run: PayrollRun = { sent: 0, rejected: 0, retried: 0 };
  if (!payroll.configured) return run;
  const pools = await deps.db.withSystem((tx) => poolsWithDueLines(tx, deps.clock.now()));
  for (const poolId of pools) {
    for (const line of await claimPoolLines(deps, poolId, deps.clock.now())) {
      try {
        const answer = await payroll.sendWorkLine(line.export, line.key);
        const now = deps.clock.now();
        await deps.db.withPool(poolId, (tx) => recordOutcome(tx, poolId, line, answeredOutcome(answer, now), now));
        run[answer.status === 'accepted' ? 'sent' : 'rejected'] += 1;
      } catch (err) {
        if (!(err instanceof PayrollUnavailable)) throw err;
        const now = deps.clock.now();
        await deps.db.withPool(poolId, (tx) => recordOutcome(tx, poolId, line, unknownOutcome(line.attempts, err.message, now), now));
        run.retried += 1;
      }
    }
  }
  return run;
}

import type { ServiceDeps } from '@app/service-kit';
import { createPayrollClient, PayrollUnavailable, type PayrollClient } from '../adapters/payroll-client';
import { claimDueLines, poolsWithDueLines, recordAnswer, recordUnknown } from '../store/payroll-send';

/** How often the job looks for queued lines. */
export const PAYROLL_SEND_INTERVAL_MS = 5_000;

/** The running jobs of this process (one, or none without a payroll system): Send wakes them. */
const running = new Set<() => void>();

/** Starts a send now instead of at the next interval (the Send action calls it once it queued lines). */
export function wakePayrollSend(): void {
  for (const tick of running) tick();
}

export interface PayrollRun {
  sent: number;
  rejected: number;
  /** sends whose outcome is unknown: tried again later with the same key */
  retried: number;
}

/**
 * Sends every due work-state line of every pool once (docs/payroll.md): claim, send with the
 * line's idempotency key, record the answer. An unknown outcome is never recorded as paid or
 * rejected; the line goes back to the queue with its key, so the payroll system recognises the
 * repeat and books it once.
 */
export async function sendDuePayrollLines(deps: ServiceDeps, payroll: PayrollClient): Promise<PayrollRun> {
  const run: PayrollRun = { sent: 0, rejected: 0, retried: 0 };
  if (!payroll.configured) return run;
  for (const poolId of await poolsWithDueLines(deps.db, deps.clock.now())) {
    for (const line of await claimDueLines(deps.db, poolId, deps.clock.now())) {
      try {
        const answer = await payroll.sendWorkLine(line.export, line.key);
        await recordAnswer(deps.db, poolId, line, answer, deps.clock.now());
        run[answer.status === 'accepted' ? 'sent' : 'rejected'] += 1;
      } catch (err) {
        if (!(err instanceof PayrollUnavailable)) throw err;
        await recordUnknown(deps.db, poolId, line, err.message, deps.clock.now());
        run.retried += 1;
      }
    }
  }
  return run;
}

/**
 * Runs the send every few seconds while a payroll system is configured. A failing run is logged and
 * the next one retries. The stop function waits for the run in flight, so the database never closes
 * under a send.
 */
export function startPayrollSendJob(deps: ServiceDeps, payroll: PayrollClient = createPayrollClient(deps.config)): () => Promise<void> {
  if (!payroll.configured) return async () => undefined;
  let inFlight: Promise<void> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = sendDuePayrollLines(deps, payroll)
      .then((run) => {
        if (run.sent || run.rejected || run.retried) deps.log.info({ ...run }, 'payroll send');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'payroll send failed'))
      .finally(() => (inFlight = null));
  };
  const timer = setInterval(tick, PAYROLL_SEND_INTERVAL_MS);
  timer.unref();
  running.add(tick);
  return async () => {
    clearInterval(timer);
    running.delete(tick);
    await inFlight;
  };
}

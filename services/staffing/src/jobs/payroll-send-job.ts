import type { ServiceDeps } from '@app/service-kit';
import { createPayrollClient, type PayrollClient } from '../adapters/payroll-client';
import { sendDuePayrollLines } from '../flows/send-due-payroll-lines';

/** How often the job looks for queued lines. */
export const PAYROLL_SEND_INTERVAL_MS = 5_000;

/** The running jobs of this process (one, or none without a payroll system): Send wakes them. */
const running = new Set<() => void>();

/** Starts a send now instead of at the next interval (the Send action calls it once it queued lines). */
export function wakePayrollSend(): void {
  for (const tick of running) tick();
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

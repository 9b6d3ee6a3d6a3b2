import type { ServiceDeps } from '@app/service-kit';
import { sendDuePlannerReports } from '../flows/planner-reports';

/** How often the job looks whether a report is due (its time is a minute of the day). */
export const PLANNER_REPORT_INTERVAL_MS = 60_000;

/**
 * Mails the planners' digest and Monday report when due (ADR 0337), looking every minute; the
 * reports it finished are skipped for the rest of their day. A failed run is logged and the next
 * one retries (a pool's run writes its claim and its mails together). The stop function waits for
 * the run in flight.
 */
export function startPlannerReportJob(deps: ServiceDeps): () => Promise<void> {
  let finished: ReadonlySet<string> = new Set();
  let inFlight: Promise<void> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = sendDuePlannerReports(deps, finished)
      .then((run) => {
        finished = new Set(run.finished);
        if (run.mails) deps.log.info({ mails: run.mails }, 'planner reports');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'planner reports failed'))
      .finally(() => (inFlight = null));
  };
  const timer = setInterval(tick, PLANNER_REPORT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}

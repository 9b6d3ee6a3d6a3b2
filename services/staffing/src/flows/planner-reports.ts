import { MAILING_RIGHT_OF_TEMPLATE } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { dueReports, REPORT_TEMPLATE, reportKey, reportMail, type DueReport } from '../domain/mails/planner-reports';
import { writeMessages } from '../store/outbox';
import { claimReportRun, poolsToReport, reportDayparts } from '../store/planner-reports';
import { personMessages } from './person-mails';

/**
 * The planners' scheduled mails (ADR 0337): each working day the digest of the open dayparts of
 * the coming week, on Monday the week's report, at REPORT_TIME on Amsterdam's clock, each to the
 * holders of its right, of the branches of the profile that holds it.
 */

/**
 * One pool's run of a report, in one transaction: the mails of the planners holding its right
 * (their mail settings deciding, `personMessages`), written with the run's claim. When the day's
 * run is there (another process's, or one before a restart) nothing is written.
 */
async function sendPoolReport(tx: Tx, deps: ServiceDeps, poolId: number, report: DueReport, now: Date): Promise<number> {
  const template = REPORT_TEMPLATE[report.kind];
  const dayparts = await reportDayparts(tx, poolId, MAILING_RIGHT_OF_TEMPLATE[template]!, report);
  const messages = await personMessages(
    tx,
    poolId,
    [...dayparts].map(([personId, theirs]) => ({
      personId,
      template,
      compose: (fullName: string) => reportMail(fullName, report, theirs),
    })),
  );
  if (!(await claimReportRun(tx, poolId, report, messages.length, now))) return 0;
  await writeMessages(tx, deps, messages);
  return messages.length;
}

/**
 * Sends the reports due now in every pool with something to report that has not had the day's
 * run. `finished` names the reports (`reportKey`) this process finished before, which it skips, so
 * a finished day costs no query. Answers the mails written and the due reports now finished; a
 * failed pool rejects the call, and the next one tries it again.
 */
export async function sendDuePlannerReports(
  deps: ServiceDeps,
  finished: ReadonlySet<string> = new Set(),
): Promise<{ mails: number; finished: string[] }> {
  const now = deps.clock.now();
  let mails = 0;
  const done: string[] = [];
  for (const report of dueReports(now)) {
    const key = reportKey(report);
    if (!finished.has(key))
      for (const poolId of await deps.db.withSystem((tx) => poolsToReport(tx, report)))
        mails += await deps.db.withPool(poolId, (tx) => sendPoolReport(tx, deps, poolId, report, now));
    done.push(key);
  }
  return { mails, finished: done };
}

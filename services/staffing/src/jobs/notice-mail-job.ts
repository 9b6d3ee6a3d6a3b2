import type { ServiceDeps } from '@app/service-kit';
import { sendDueAvailabilityMails } from '../flows/availability-change-notices';
import { sendDueChangeMails } from '../flows/request-change-notices';

/** How often the job looks for due notices (the delay and the grouping are in whole minutes). */
export const NOTICE_MAIL_INTERVAL_MS = 60_000;

/** The queues of notices the job mails, each named as the log names it. */
const QUEUES: readonly { name: string; send: (deps: ServiceDeps) => Promise<number> }[] = [
  // a change of planned or offered work, to the persons (ADR 0323)
  { name: 'request-changed mails', send: sendDueChangeMails },
  // a person's change of their availability, to their planners (ADR 0345)
  { name: 'availability-changed mails', send: sendDueAvailabilityMails },
];

/**
 * Mails the due notices of every queue every minute. A queue's run that fails is logged and the next
 * one retries: nothing of it was marked sent; the other queues go on. The stop function waits for
 * the run in flight.
 */
export function startNoticeMailJob(deps: ServiceDeps): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  const runQueues = async () => {
    for (const queue of QUEUES) {
      try {
        const sent = await queue.send(deps);
        if (sent) deps.log.info({ sent }, queue.name);
      } catch (err: unknown) {
        deps.log.warn({ err }, `${queue.name} failed`);
      }
    }
  };
  const tick = () => {
    if (inFlight) return;
    inFlight = runQueues().finally(() => (inFlight = null));
  };
  const timer = setInterval(tick, NOTICE_MAIL_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}

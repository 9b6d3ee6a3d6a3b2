import type { ServiceDeps } from '@app/service-kit';
import { sendDueChangeMails } from '../flows/request-change-notices';

/** How often the job looks for due notices (the delay and the grouping are in whole minutes). */
export const CHANGE_MAIL_INTERVAL_MS = 60_000;

/**
 * Mails the due request-changed notices every minute (ADR 0323). A run that fails is logged and the
 * next one retries: nothing was marked sent. The stop function waits for the run in flight.
 */
export function startRequestChangeMailJob(deps: ServiceDeps): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = sendDueChangeMails(deps)
      .then((sent) => {
        if (sent) deps.log.info({ sent }, 'request-changed mails');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'request-changed mails failed'))
      .finally(() => (inFlight = null));
  };
  const timer = setInterval(tick, CHANGE_MAIL_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}

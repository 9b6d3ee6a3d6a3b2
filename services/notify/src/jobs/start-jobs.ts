import type { ServiceDeps } from '@app/service-kit';
import { createSmtpTransport, deliverDueMail } from './mail-sender';
import { startOutboxIntake } from './outbox-intake';

/**
 * Notify's background work: the intake of enqueued messages, and, when SMTP_URL is set, a sender
 * that polls the outbox. Without SMTP_URL mail stays queued in the outbox, readable in the app.
 */
export function startNotifyJobs(deps: ServiceDeps): () => void {
  const stopIntake = startOutboxIntake(deps);
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return stopIntake;
  const transport = createSmtpTransport(smtpUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMail(deps, transport, deps.config.MAIL_FROM)
      .catch((err: unknown) => deps.log.error({ err }, 'outbox sender failed'))
      .finally(() => (running = false));
  }, deps.config.OUTBOX_POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopIntake();
    transport.close();
  };
}

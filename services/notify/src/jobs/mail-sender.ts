import nodemailer, { type Transporter } from 'nodemailer';
import type { ServiceDeps } from '@app/service-kit';
import { nextAttemptAt } from '../domain/retry-policy';
import { lockNextDue, markAttemptFailed, markSent } from '../store/outbox';

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

export const createSmtpTransport = (smtpUrl: string): MailTransport => nodemailer.createTransport(smtpUrl);

/**
 * Delivers due mail one message at a time until none is due, and answers how many it handled.
 * Each message is locked for the length of its delivery; a failure schedules the next attempt with
 * backoff (domain/retry-policy) or marks it failed when the attempts are used up.
 */
export async function deliverDueMail(deps: ServiceDeps, transport: MailTransport, from: string): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await deps.db.withSystem(async (tx) => {
      const row = await lockNextDue(tx, deps.clock.now());
      if (!row) return false;
      try {
        await transport.sendMail({ from, to: row.recipient, subject: row.subject, text: row.bodyText, ...(row.bodyHtml ? { html: row.bodyHtml } : {}) });
        await markSent(tx, row.id, deps.clock.now());
      } catch (err) {
        const attempts = row.attempts + 1;
        const reason = err instanceof Error ? err.message : String(err);
        deps.log.warn({ id: row.id, attempts, reason }, 'mail delivery failed');
        await markAttemptFailed(tx, row.id, attempts, nextAttemptAt(attempts, deps.clock.now()), reason);
      }
      return true;
    });
    if (!done) return handled;
    handled += 1;
  }
}

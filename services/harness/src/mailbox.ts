import { simpleParser } from 'mailparser';
import { OUTBOX_CHANNEL, OUTBOX_ENQUEUE_EVENT } from '@app/contracts';
import type { EventBus } from '@app/service-kit';
import type { SmtpSink } from './smtp-sink';

/** A mail as the SMTP server received it: envelope recipients, parsed headers and bodies. */
export interface DeliveredMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

/** The mail that notify's sender delivered to the harness's SMTP server, as a test reads it. */
export interface Mailbox {
  /** every mail delivered so far, oldest first */
  readonly delivered: readonly DeliveredMail[];
  /** the oldest delivered mail to `recipient` that no earlier call took; waits for it to arrive */
  next(recipient: string): Promise<DeliveredMail>;
  /** waits until every mail enqueued so far is delivered, so `delivered` can prove a mail was not sent */
  settled(): Promise<readonly DeliveredMail[]>;
}

const WAIT_MS = 10_000;

/**
 * Reads what `sink` receives. It counts the mails enqueued on `bus` (never their content: codes and
 * links are read from the delivered message only, issue 8) so that `settled` knows when none is on its way.
 */
export function openMailbox(sink: SmtpSink, bus: EventBus): Mailbox & { close(): void } {
  const delivered: DeliveredMail[] = [];
  const taken = new Set<DeliveredMail>();
  const waiters = new Set<() => void>();
  let enqueued = 0;
  let parsing = Promise.resolve();

  const stopCounting = bus.subscribe((event) => {
    if (
      event.channel === OUTBOX_CHANNEL &&
      event.event === OUTBOX_ENQUEUE_EVENT &&
      (event.payload as { channel?: string }).channel === 'mail'
    )
      enqueued += 1;
  });
  // parsed one after another, so `delivered` keeps the order the server received them in
  const stopReading = sink.onReceived((received) => {
    parsing = parsing.then(async () => {
      const parsed = await simpleParser(received.raw);
      delivered.push({
        from: received.from,
        to: received.to.map((address) => address.toLowerCase()),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
      });
      waiters.forEach((wake) => wake());
    });
  });

  /** Resolves with `probe`'s first answer other than undefined, re-asked after every delivery. */
  const waitFor = <T>(probe: () => T | undefined, what: () => string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what()} within ${WAIT_MS / 1000} s; delivered: ${JSON.stringify(delivered.map((m) => [m.to, m.subject]))}`));
      }, WAIT_MS);
      waiters.add(check);
      check();
    });

  return {
    delivered,
    next: (recipient) => {
      const address = recipient.toLowerCase();
      return waitFor(
        () => {
          const mail = delivered.find((m) => !taken.has(m) && m.to.includes(address));
          if (mail) taken.add(mail);
          return mail;
        },
        () => `no mail to ${address} arrived`,
      );
    },
    settled: () =>
      waitFor(
        () => (delivered.length >= enqueued ? delivered : undefined),
        () => `${enqueued} mails were enqueued but ${delivered.length} delivered`,
      ),
    close: () => {
      stopCounting();
      stopReading();
    },
  };
}

import { simpleParser } from 'mailparser';
import { OUTBOX_CHANNEL, OUTBOX_RELAY_EVENT, outboxRelaySchema } from '@app/contracts';
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
  /** waits until every mail written so far is delivered, so `delivered` can prove a mail was not sent */
  settled(): Promise<readonly DeliveredMail[]>;
}

const WAIT_MS = 10_000;

/**
 * Reads what `sink` receives. It counts the mails the outbox relays hand to notify on `bus` (their
 * keys, never their content: codes and links are read from the delivered message only),
 * and asks `unrelayed` how many mails still wait in the services' outboxes, so that `settled` knows
 * when none is on its way.
 */
export function openMailbox(sink: SmtpSink, bus: EventBus, unrelayed: () => Promise<number>): Mailbox & { close(): void; takeAll(): void } {
  const delivered: DeliveredMail[] = [];
  const taken = new Set<DeliveredMail>();
  const waiters = new Set<() => void>();
  const relayed = new Set<string>();
  let parsing = Promise.resolve();

  const stopCounting = bus.subscribe((event) => {
    if (event.channel !== OUTBOX_CHANNEL || event.event !== OUTBOX_RELAY_EVENT) return;
    const relay = outboxRelaySchema.safeParse(event.payload);
    for (const m of relay.success ? relay.data.messages : []) if (m.channel === 'mail') relayed.add(m.key);
    waiters.forEach((wake) => wake());
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
    settled: async () => {
      // the mail still in an outbox reaches the bus within a relay round or two
      for (let waited = 0; (await unrelayed()) > 0; waited += 20) {
        if (waited > WAIT_MS) throw new Error(`mail still waits in an outbox after ${WAIT_MS / 1000} s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return waitFor(
        () => (delivered.length >= relayed.size ? delivered : undefined),
        () => `${relayed.size} mails were relayed but ${delivered.length} delivered`,
      );
    },
    takeAll: () => delivered.forEach((m) => taken.add(m)),
    close: () => {
      stopCounting();
      stopReading();
    },
  };
}

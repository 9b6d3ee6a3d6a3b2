import { z } from 'zod';

/**
 * Mail and text messages go through notify's outbox (docs/adr/0005-outbox-and-mail.md). A service
 * enqueues by publishing this event on the bus; notify stores it and its sender delivers it. The
 * channel is not a pool channel, so the gateway never lets a websocket client subscribe to it.
 */
export const OUTBOX_CHANNEL = 'internal/notify/outbox';
export const OUTBOX_ENQUEUE_EVENT = 'internal/notify/outbox/enqueue';

export const outboxMessageSchema = z.object({
  pool_id: z.number().int().positive().nullable(),
  /** 'sms': recipient is a mobile number in E.164 (+316...); 'push': recipient is `pushRecipient(person)` */
  channel: z.enum(['mail', 'sms', 'push']),
  recipient: z.string().min(1).max(320),
  subject: z.string().max(500).default(''),
  text: z.string().max(100_000),
  html: z.string().max(500_000).nullable().default(null),
  /** which template produced it, e.g. 'account.two_factor_code' */
  template: z.string().max(100),
  /**
   * The secret parts (codes, links with a token), filled into the `{{name}}` placeholders of the
   * text and html only when the message is delivered: the stored message and the outbox API never
   * show them.
   */
  secrets: z.record(z.string().regex(/^\w{1,40}$/), z.string().max(2000)).default({}),
});
export type OutboxMessage = z.input<typeof outboxMessageSchema>;

const PLACEHOLDER = /\{\{(\w{1,40})\}\}/g;

/** The text as delivered: every placeholder filled with its secret. */
export const fillSecrets = (text: string, secrets: Record<string, string>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => secrets[name] ?? whole);

/** The text as the outbox shows it: every placeholder of a secret hidden. */
export const hideSecrets = (text: string): string => text.replace(PLACEHOLDER, '[hidden]');

/** The part of the event bus enqueueing needs (the kit's EventBus fits). */
export interface OutboxPublisher {
  publish(event: { channel: string; event: string; author: string | null; payload: unknown }): Promise<void>;
}

export function enqueueMail(bus: OutboxPublisher, message: Omit<OutboxMessage, 'channel'>): Promise<void> {
  return bus.publish({ channel: OUTBOX_CHANNEL, event: OUTBOX_ENQUEUE_EVENT, author: null, payload: { ...message, channel: 'mail' } });
}

/** A text message or a Web Push notification (docs/invitations.md); the channel says which. */
export function enqueueMessage(bus: OutboxPublisher, message: OutboxMessage & { channel: 'sms' | 'push' }): Promise<void> {
  return bus.publish({ channel: OUTBOX_CHANNEL, event: OUTBOX_ENQUEUE_EVENT, author: null, payload: message });
}

/** A push message goes to every device a person registered (POST /api/app-device). */
export const pushRecipient = (personId: number): string => `person:${personId}`;

/** One stored message as GET /api/outbox answers it. */
export interface OutboxItem {
  id: number;
  pool_id: number | null;
  channel: 'mail' | 'sms' | 'push';
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Reads the own pool's outbox (GET /api/outbox), secrets hidden. */
export const MAILING_ALL_PERMISSION = 'PERMISSION_MAILING_ALL';

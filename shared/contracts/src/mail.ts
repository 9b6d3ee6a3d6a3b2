import { z } from 'zod';

/**
 * Mail, text messages and push go through a transactional outbox (docs/adr/0144): the service that
 * makes a change writes the message into its own outbox table in the same transaction, and its
 * relay hands it to notify over the bus until notify answers that it stored it; notify stores each
 * idempotency key once and sends each message once. The channel is not a pool channel, so the
 * gateway never lets a websocket client subscribe to it.
 */
export const OUTBOX_CHANNEL = 'internal/notify/outbox';
/** a relay hands messages to notify (at least once: again until they are stored) */
export const OUTBOX_RELAY_EVENT = 'internal/notify/outbox/relay';
/** notify answers the keys it has stored (new or stored before), so the relay stops sending them */
export const OUTBOX_STORED_EVENT = 'internal/notify/outbox/stored';

/** What a service writes into its outbox: the message, its secrets apart. */
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

/**
 * One relayed message: its idempotency key, and its secrets sealed (AES-256-GCM under
 * OUTBOX_SECRET_KEY) as they are at rest, so they cross the broker unreadable too.
 */
export const relayedMessageSchema = outboxMessageSchema.omit({ secrets: true }).extend({
  key: z.uuid(),
  sealed_secrets: z.string().max(20_000).nullable(),
});
export type RelayedMessage = z.infer<typeof relayedMessageSchema>;

export const outboxRelaySchema = z.object({
  /** the service whose outbox the messages come from: only its relay acts on the answer */
  source: z.string().min(1).max(40),
  messages: z.array(relayedMessageSchema).min(1).max(500),
});
export type OutboxRelay = z.infer<typeof outboxRelaySchema>;

export const outboxStoredSchema = z.object({
  source: z.string().min(1).max(40),
  keys: z.array(z.uuid()).min(1).max(500),
});
export type OutboxStored = z.infer<typeof outboxStoredSchema>;

const PLACEHOLDER = /\{\{(\w{1,40})\}\}/g;

/** The text as delivered: every placeholder filled with its secret. */
export const fillSecrets = (text: string, secrets: Record<string, string>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => secrets[name] ?? whole);

/** The text as the outbox shows it: every placeholder of a secret hidden. */
export const hideSecrets = (text: string): string => text.replace(PLACEHOLDER, '[hidden]');

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

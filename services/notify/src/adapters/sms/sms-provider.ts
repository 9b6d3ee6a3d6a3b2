import fs from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { PermanentDeliveryError } from '../../domain/delivery-error';

/** One text message as the outbox hands it over; `reference` is unique per outbox row. */
export interface TextMessage {
  to: string;
  body: string;
  reference: string;
}

export interface SmsProvider {
  /** resolves once the provider took the message; throws PermanentDeliveryError when it refuses it for good */
  send(message: TextMessage): Promise<void>;
}

export interface HttpSmsOptions {
  url: string;
  apiKey?: string;
  originator: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// a refusal that may pass on a later try: timeout and throttling, next to every 5xx
const TRANSIENT_4XX = new Set([408, 425, 429]);

async function reasonOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errors?: { description?: string }[]; message?: string };
    const described =
      body.errors
        ?.map((e) => e.description)
        .filter(Boolean)
        .join('; ') || body.message;
    if (described) return `${res.status} ${described}`;
  } catch {
    // not JSON: the status and the start of the text say it
  }
  return `${res.status} ${text.slice(0, 200)}`.trim();
}

/**
 * A provider with a MessageBird-shaped JSON API: POST `{ originator, recipients, body, reference }`
 * with `Authorization: AccessKey <key>`. The outbox row's reference also goes as the
 * `Idempotency-Key` header, so a retry after a timeout whose message did arrive is not sent twice.
 * 5xx, 408, 425, 429, a timeout or no connection throw a plain Error (the outbox retries with
 * backoff); any other 4xx is a permanent refusal.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  return {
    send: async ({ to, body, reference }) => {
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': reference,
            ...(options.apiKey ? { authorization: `AccessKey ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ originator: options.originator, recipients: [to], body, reference }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (err) {
        throw new Error(`SMS provider unreachable: ${(err as Error).message}`);
      }
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const reason = `SMS provider refused: ${await reasonOf(res)}`;
      if (res.status >= 500 || TRANSIENT_4XX.has(res.status)) throw new Error(reason);
      throw new PermanentDeliveryError(reason);
    },
  };
}

/**
 * Without a provider (the embedded default) every text message is written as one `.txt` file into
 * `dir`, named by its reference, so a second delivery of the same row overwrites instead of adding.
 */
export function createFolderSmsProvider(dir: string): SmsProvider {
  return {
    send: async ({ to, body, reference }) => {
      await fs.mkdir(dir, { recursive: true });
      // atomic (a temporary file renamed): a reader of the folder never sees half a message
      await writeFileAtomic(path.join(dir, `${reference}.txt`), `To: ${to}\n\n${body}\n`, { mode: 0o600 });
    },
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { hideSecrets, type LockHolder, type OutboxMessage, type RequestMessageView, type RequestTimelineEntry } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { requestLog } from '../db/schema';
import { writeLog } from './request-log';

/** Who caused messages about which request: the timeline's author of their `email_sent` / `sms_sent`. */
export interface MessageOrigin {
  poolId: number;
  requestId: number;
  author: LockHolder;
}

const EVENT_OF_CHANNEL = { mail: 'email_sent', sms: 'sms_sent' } as const;

/**
 * Keeps the mails and text messages sent about a request on its timeline (REQ-DATA-10): one
 * `email_sent` or `sms_sent` entry each, written in the transaction that put them in the outbox, so
 * the timeline names exactly what was sent. The entry keeps the text with the link's secret
 * hidden, as notify keeps its copy; a push message is not kept (the text message says the same).
 */
export async function keepRequestMessages(tx: Tx, origin: MessageOrigin, at: Date, messages: readonly OutboxMessage[]) {
  await writeLog(
    tx,
    origin.poolId,
    origin.author,
    at,
    messages.flatMap((m) =>
      m.channel === 'push'
        ? []
        : [
            {
              requestId: origin.requestId,
              event: EVENT_OF_CHANNEL[m.channel],
              data: { message: { channel: m.channel, recipient: m.recipient, subject: m.subject ?? '' } },
              body: hideSecrets(m.text),
            },
          ],
    ),
  );
}

/** One kept message of a request by its timeline entry, or null when the entry is no message of that request. */
export async function readRequestMessage(tx: Tx, poolId: number, requestId: number, entryId: number): Promise<RequestMessageView | null> {
  const [row] = await tx
    .select({ id: requestLog.id, at: requestLog.at, data: requestLog.data, body: sql<string | null>`${requestLog.data} ->> 'body'` })
    .from(requestLog)
    .where(
      and(
        eq(requestLog.poolId, poolId),
        eq(requestLog.requestId, requestId),
        eq(requestLog.id, entryId),
        inArray(requestLog.event, Object.values(EVENT_OF_CHANNEL)),
      ),
    );
  const message = (row?.data as RequestTimelineEntry['data'] | undefined)?.message;
  if (!row || !message) return null;
  return { id: row.id, ...message, text: row.body ?? '', sent_at: row.at.toISOString() };
}

import type { OutboxMessage } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import {
  EMAIL_GROUPING_MINUTES,
  isNoChange,
  mailBatch,
  noticeDueAt,
  REQUEST_CHANGE_DELAY_MINUTES,
  REQUEST_CHANGED_TEMPLATE,
  requestChangedMail,
  type RequestChanges,
} from '../domain/mails/request-change-mail';
import { readPoolWholeNumber } from '../store/masterdata-reads';
import { offerRecipients } from '../store/offer-rows';
import { writeMessages } from '../store/outbox';
import { markNoticesSent } from '../store/notice-queue';
import {
  concernedPersons,
  queueChangeNotices,
  requestHeads,
  waitingNoticesOfDuePersons,
  type WaitingNotice,
} from '../store/request-change-notices';
import { sendDueNotices } from './notice-mails';
import { withMailingRight } from './person-mails';

/**
 * A person planned on a request or offered it hears of its changes (docs/requests.md 'Told of a
 * change', ADR 0323): the change queues a notice in its transaction; a job mails each person's due
 * notices together and marks them sent in the transaction that writes the mail.
 */

/**
 * In the transaction `tx` of a change of the request (dayparts added or removed, its data changed):
 * queues the change for everyone it concerns, due `request_change_notification_delay` minutes from
 * now, and pushes back the request's notices still waiting.
 */
export async function queueRequestChange(tx: Tx, poolId: number, requestId: number, changes: RequestChanges, now: Date): Promise<void> {
  if (isNoChange(changes)) return;
  const persons = await concernedPersons(tx, poolId, requestId);
  if (!persons.length) return;
  const delay = await readPoolWholeNumber(tx, poolId, 'request_change_notification_delay', REQUEST_CHANGE_DELAY_MINUTES);
  await queueChangeNotices(tx, poolId, requestId, persons, changes, { now, dueAt: noticeDueAt(now, Math.max(0, delay)) });
}

/** One pool's due mails, in one transaction: the mails written and their notices marked sent together. */
async function sendPoolChangeMails(tx: Tx, deps: ServiceDeps, poolId: number, now: Date): Promise<number> {
  const grouping = Math.max(0, await readPoolWholeNumber(tx, poolId, 'email_grouping_minutes', EMAIL_GROUPING_MINUTES));
  const byPerson = new Map<number, WaitingNotice[]>();
  for (const n of await waitingNoticesOfDuePersons(tx, poolId, now)) byPerson.set(n.personId, [...(byPerson.get(n.personId) ?? []), n]);
  const batches = [...byPerson.entries()]
    .map(([personId, waiting]) => ({ personId, template: REQUEST_CHANGED_TEMPLATE, notices: mailBatch(waiting, now, grouping) }))
    .filter((b) => b.notices.length);
  if (!batches.length) return 0;
  // the mailing right and the person's mail settings leave a mail out; its notices are done all the same
  const allowed = await withMailingRight(tx, poolId, batches);
  const recipients = await offerRecipients(
    tx,
    poolId,
    allowed.map((b) => b.personId),
  );
  const heads = await requestHeads(tx, poolId, [...new Set(allowed.flatMap((b) => b.notices.map((n) => n.requestId)))]);
  const messages: OutboxMessage[] = [];
  for (const batch of allowed) {
    const to = recipients.get(batch.personId);
    if (!to?.email) continue;
    const changed = batch.notices.flatMap((n) => {
      const head = heads.get(n.requestId);
      return head ? [{ ...head, changes: n.changes }] : [];
    });
    if (!changed.length) continue;
    messages.push({
      pool_id: poolId,
      channel: 'mail',
      recipient: to.email,
      html: null,
      template: REQUEST_CHANGED_TEMPLATE,
      ...requestChangedMail(to.fullName, changed),
    });
  }
  await writeMessages(tx, deps, messages);
  await markNoticesSent(
    tx,
    'request_change',
    poolId,
    batches.flatMap((b) => b.notices.map((n) => n.id)),
    now,
  );
  return messages.length;
}

/** Sends every pool's due request-changed mails once; answers how many mails were written. */
export const sendDueChangeMails = (deps: ServiceDeps): Promise<number> =>
  sendDueNotices(deps, 'request_change', (tx, poolId, now) => sendPoolChangeMails(tx, deps, poolId, now));

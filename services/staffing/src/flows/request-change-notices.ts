import { MailingPermission } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import {
  changesFor,
  EMAIL_GROUPING_MINUTES,
  isNoChange,
  mailBatch,
  noticeDueAt,
  REQUEST_CHANGE_DELAY_MINUTES,
  requestChangedMail,
  TEMPLATE_OF_AUDIENCE,
  type NoticeAudience,
  type RequestChanges,
} from '../domain/mails/request-change-mail';
import { plannersOf } from '../store/mailing-holders';
import { readPoolWholeNumber } from '../store/masterdata-reads';
import { writeMessages } from '../store/outbox';
import { markNoticesSent } from '../store/notice-queue';
import {
  concernedPersons,
  queueChangeNotices,
  requestHeads,
  waitingNoticesOfDuePersons,
  type NoticeRecipient,
  type WaitingNotice,
} from '../store/request-change-notices';
import type { RequestRow } from '../store/request-rows';
import { sendDueNotices } from './notice-mails';
import { personMessages, type PersonMail } from './person-mails';

/**
 * A request's changes are told after a delay, grouped (docs/requests.md 'Told of a change'): to
 * whom is planned on it or offered it (ADR 0323), and to the planners of its branch (ADR 0337).
 * The change queues a notice in its transaction; a job mails each person's due notices together
 * and marks them sent in the transaction that writes the mail.
 */

/** Who changed the request, and when. */
export interface ChangeOrigin {
  /** the username of the account that made the change: its persons are not told of it as planners */
  username: string;
  now: Date;
}

/**
 * In the transaction `tx` of a change of request `row` (dayparts added or removed, its data
 * changed: `details` names every field changed): queues the change for everyone it concerns, due
 * `request_change_notification_delay` minutes from now, and pushes back the request's notices still
 * waiting. The persons planned on it or offered it are told the data they see; the planners of its
 * branch who hold MAILING_REQUEST_CHANGED all of it, except those of the account that made the
 * change, and not when `planners` is false (the first add, which the new-request mail tells).
 */
export async function queueRequestChange(
  tx: Tx,
  row: Pick<RequestRow, 'poolId' | 'id' | 'branchId'>,
  changes: RequestChanges,
  by: ChangeOrigin,
  planners = true,
): Promise<void> {
  if (isNoChange(changes)) return;
  const told = (audience: NoticeAudience, persons: readonly number[]): NoticeRecipient[] => {
    const theirs = changesFor(audience, changes);
    return isNoChange(theirs) ? [] : persons.map((personId) => ({ audience, personId, changes: theirs }));
  };
  const recipients = [
    ...told('person', await concernedPersons(tx, row.poolId, row.id)),
    ...told(
      'planner',
      planners
        ? await plannersOf(
            tx,
            row.poolId,
            MailingPermission.MAILING_REQUEST_CHANGED,
            { branchIds: [row.branchId] },
            { username: by.username },
          )
        : [],
    ),
  ];
  if (!recipients.length) return;
  const delay = await readPoolWholeNumber(tx, row.poolId, 'request_change_notification_delay', REQUEST_CHANGE_DELAY_MINUTES);
  await queueChangeNotices(tx, row.poolId, row.id, recipients, { now: by.now, dueAt: noticeDueAt(by.now, Math.max(0, delay)) });
}

/** One pool's due mails, in one transaction: the mails written and their notices marked sent together. */
async function sendPoolChangeMails(tx: Tx, deps: ServiceDeps, poolId: number, now: Date): Promise<number> {
  const grouping = Math.max(0, await readPoolWholeNumber(tx, poolId, 'email_grouping_minutes', EMAIL_GROUPING_MINUTES));
  // a person's own work and a planner's branches are two mails, each grouped on its own
  const waiting = new Map<string, WaitingNotice[]>();
  for (const n of await waitingNoticesOfDuePersons(tx, poolId, now)) {
    const key = `${n.audience}:${n.personId}`;
    waiting.set(key, [...(waiting.get(key) ?? []), n]);
  }
  const batches = [...waiting.values()].map((notices) => mailBatch(notices, now, grouping)).filter((b) => b.length);
  if (!batches.length) return 0;
  const heads = await requestHeads(tx, poolId, [...new Set(batches.flatMap((b) => b.map((n) => n.requestId)))]);
  const wanted = batches.flatMap((notices): PersonMail[] => {
    const { audience, personId } = notices[0]!;
    const changed = notices.flatMap((n) => {
      const head = heads.get(n.requestId);
      return head ? [{ ...head, changes: n.changes }] : [];
    });
    if (!changed.length) return [];
    return [{ personId, template: TEMPLATE_OF_AUDIENCE[audience], compose: (fullName) => requestChangedMail(fullName, changed, audience) }];
  });
  // the mailing right and the person's mail settings leave a mail out; its notices are done all the same
  const messages = await personMessages(tx, poolId, wanted);
  await writeMessages(tx, deps, messages);
  await markNoticesSent(
    tx,
    'request_change',
    poolId,
    batches.flatMap((b) => b.map((n) => n.id)),
    now,
  );
  return messages.length;
}

/** Sends every pool's due request-changed mails once; answers how many mails were written. */
export const sendDueChangeMails = (deps: ServiceDeps): Promise<number> =>
  sendDueNotices(deps, 'request_change', (tx, poolId, now) => sendPoolChangeMails(tx, deps, poolId, now));

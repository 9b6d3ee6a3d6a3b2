import { MailingPermission } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import {
  AVAILABILITY_CHANGED_TEMPLATE,
  availabilityChangedMail,
  isNoAvailabilityChange,
  type AvailabilityChanges,
} from '../domain/mails/availability-change-mail';
import { EMAIL_GROUPING_MINUTES, noticeDueAt } from '../domain/mails/request-change-mail';
import { dueAvailabilityNotices, queueAvailabilityNotice, type DueAvailabilityNotice } from '../store/availability-change-notices';
import { plannersOf } from '../store/mailing-holders';
import { readPoolWholeNumber } from '../store/masterdata-reads';
import { markNoticesSent } from '../store/notice-queue';
import { offerRecipients } from '../store/offer-rows';
import { writeMessages } from '../store/outbox';
import { sendDueNotices } from './notice-mails';
import { personMessages } from './person-mails';

/**
 * A person's planners hear that the person changed their availability (ADR 0345): the change queues
 * a notice in its transaction; a job mails the due notices to the planners holding
 * MAILING_AVAILABILITY_CHANGED and marks them sent in the transaction that writes the mails.
 */

const RIGHT = MailingPermission.MAILING_AVAILABILITY_CHANGED;

/**
 * In the transaction `tx` of a person's change of their own availability: folds it into their
 * waiting notice, due email_grouping_minutes from now, so a burst of changes makes one mail.
 */
export async function queueAvailabilityChange(tx: Tx, poolId: number, personId: number, changes: AvailabilityChanges, now: Date) {
  if (isNoAvailabilityChange(changes)) return;
  const grouping = await readPoolWholeNumber(tx, poolId, 'email_grouping_minutes', EMAIL_GROUPING_MINUTES);
  await queueAvailabilityNotice(tx, poolId, personId, changes, { now, dueAt: noticeDueAt(now, Math.max(0, grouping)) });
}

/**
 * One pool's due notices, in one transaction: each planner gets one mail naming every person of
 * theirs whose notice is due; the notices are marked sent with the mails, also those that told
 * nobody (nothing left after folding, no planner holding the right), so old news is never sent later.
 */
async function sendPoolAvailabilityMails(tx: Tx, deps: ServiceDeps, poolId: number, now: Date): Promise<number> {
  const due = await dueAvailabilityNotices(tx, poolId, now);
  const told = due.filter((n) => !isNoAvailabilityChange(n.changes));
  const byPlanner = new Map<number, DueAvailabilityNotice[]>();
  for (const notice of told)
    for (const planner of await plannersOf(tx, poolId, RIGHT, { personId: notice.personId }, { personIds: [notice.personId] }))
      byPlanner.set(planner, [...(byPlanner.get(planner) ?? []), notice]);
  const names = await offerRecipients(
    tx,
    poolId,
    told.map((n) => n.personId),
  );
  const messages = await personMessages(
    tx,
    poolId,
    [...byPlanner.entries()].map(([personId, notices]) => ({
      personId,
      template: AVAILABILITY_CHANGED_TEMPLATE,
      compose: (fullName: string) =>
        availabilityChangedMail(
          fullName,
          notices.map((n) => ({ name: names.get(n.personId)?.fullName ?? '', changes: n.changes })),
        ),
    })),
  );
  await writeMessages(tx, deps, messages);
  await markNoticesSent(
    tx,
    'availability_change',
    poolId,
    due.map((n) => n.id),
    now,
  );
  return messages.length;
}

/** Sends every pool's due availability-changed mails once; answers how many mails were written. */
export const sendDueAvailabilityMails = (deps: ServiceDeps): Promise<number> =>
  sendDueNotices(deps, 'availability_change', (tx, poolId, now) => sendPoolAvailabilityMails(tx, deps, poolId, now));

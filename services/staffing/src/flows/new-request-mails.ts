import { MailingPermission, type DaypartRef } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { NEW_REQUEST_TEMPLATE, newRequestMail } from '../domain/requests/new-request-mail';
import { readAbsenceReason, readBranch, readPersons } from '../store/masterdata-reads';
import { newRequestPlanners } from '../store/new-request-planners';
import type { MessageOrigin } from '../store/request-messages';
import type { RequestRow } from '../store/request-rows';
import { mailPersons } from './person-mails';

/**
 * In the transaction that gives request `row` its first dayparts (its create with dates, else its
 * first add: ADR 0331): tells the planners of its branch that it was made, naming those dayparts.
 * The planners hold MAILING_NEW_REQUEST on a live profile whose scope holds the branch; the request's
 * maker is not told; the right and each planner's mail settings decide as for every notification
 * mailing (`mailPersons`).
 */
export async function mailNewRequestPlanners(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  author: MessageOrigin['author'],
  row: RequestRow,
  dayparts: readonly DaypartRef[],
) {
  const planners = await newRequestPlanners(tx, row.poolId, row.branchId, MailingPermission.MAILING_NEW_REQUEST, row.createdByUsername);
  if (!planners.length) return;
  const branch = await readBranch(tx, row.poolId, row.branchId);
  const reason = await readAbsenceReason(tx, row.poolId, row.reasonForAbsenceId);
  const persons = await readPersons(tx, row.poolId, row.absenteePersonId === null ? [] : [row.absenteePersonId]);
  const absentee = row.absenteePersonId === null ? null : (persons.get(row.absenteePersonId)?.fullName ?? null);
  await mailPersons(
    tx,
    deps,
    { poolId: row.poolId, requestId: row.id, author },
    planners.map((personId) => ({
      personId,
      template: NEW_REQUEST_TEMPLATE,
      compose: (fullName: string) =>
        newRequestMail({
          fullName,
          requestNumber: row.number,
          branch: branch?.name ?? '',
          absentee,
          reason: reason?.description ?? '',
          dayparts,
        }),
    })),
  );
}

import type { DaypartRef } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { sicknessNotificationMail } from '../domain/requests/sickness-notification';
import { readAbsenceReason, readBranch, readPersons } from '../store/masterdata-reads';
import type { MessageOrigin } from '../store/request-messages';
import type { RequestRow } from '../store/request-rows';
import { sendAboutRequest } from './person-mails';

/**
 * Mails the sickness notification of request `row` to its school (MD-SET-08, ADR 0294, 0308): the
 * absentee, the reason and the request's first dayparts, as master data names them now. The caller
 * decided it is due; a request without an absentee, or a branch without an address, gets none.
 */
export async function mailSicknessNotification(
  tx: Tx,
  deps: ServiceDeps,
  author: MessageOrigin['author'],
  row: RequestRow,
  dayparts: readonly DaypartRef[],
) {
  if (row.absenteePersonId === null) return;
  const branch = await readBranch(tx, row.poolId, row.branchId);
  const reason = await readAbsenceReason(tx, row.poolId, row.reasonForAbsenceId);
  const persons = await readPersons(tx, row.poolId, [row.absenteePersonId]);
  const absentee = persons.get(row.absenteePersonId);
  if (!branch?.email || !absentee) return;
  await sendAboutRequest(tx, deps, { poolId: row.poolId, requestId: row.id, author }, [
    {
      pool_id: row.poolId,
      channel: 'mail',
      recipient: branch.email,
      html: null,
      template: 'staffing.sickness_notification',
      ...sicknessNotificationMail({
        absentee: absentee.fullName,
        branch: branch.name,
        reason: reason?.description ?? '',
        requestNumber: row.number,
        dayparts,
      }),
    },
  ]);
}

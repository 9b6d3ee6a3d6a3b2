import { RequestMessages } from '@app/contracts';
import { HttpError, type ServiceDeps } from '@app/service-kit';
import { PayrollError, type PayrollClient } from '../adapters/payroll-client';
import type { Caller } from '../domain/requests/caller';
import { addPayrollRelation } from '../store/external-relations';
import { readAbsenceReason, readPersons } from '../store/masterdata-reads';
import { findRequest, requestForWrite } from '../store/request-rows';
import { announceRequestChange } from './request-events';

/**
 * The stepper's optional third call: the payroll system hears of the absence from dateFrom. The
 * call to it runs outside any transaction; its answer is then recorded as an external relation.
 */
export async function notifyPayroll(deps: ServiceDeps, payroll: PayrollClient, caller: Caller, number: number, dateFrom: string) {
  const notification = await deps.db.withPool(caller.poolId, async (tx) => {
    const { row } = await requestForWrite(tx, caller, number);
    const absentee =
      row.absenteePersonId === null ? null : (await readPersons(tx, caller.poolId, [row.absenteePersonId])).get(row.absenteePersonId);
    const reason = await readAbsenceReason(tx, caller.poolId, row.reasonForAbsenceId);
    return {
      pool_id: caller.poolId,
      request: number,
      absentee: absentee && row.absenteePersonId !== null ? { id: row.absenteePersonId, full_name: absentee.fullName } : null,
      reason: reason ? { code: reason.code, vf_code: reason.vfCode } : null,
      date_from: dateFrom,
    };
  });
  let externalId: string;
  try {
    externalId = (await payroll.notifyAbsence(notification)).external_id;
  } catch (err) {
    if (err instanceof PayrollError) throw new HttpError(502, RequestMessages.payrollFailed);
    throw err;
  }
  const relation = await deps.db.withPool(caller.poolId, async (tx) =>
    addPayrollRelation(tx, caller, await findRequest(tx, caller, number), externalId, dateFrom),
  );
  await announceRequestChange(deps, caller, number, 'updated');
  return relation;
}

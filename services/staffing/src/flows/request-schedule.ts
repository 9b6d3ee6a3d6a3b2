import type { RequestDayparts } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import type { Caller } from '../domain/requests/caller';
import { readBranch, readRequestSettings, readSchedule } from '../store/masterdata-reads';
import { calendarContext, daypartViews } from '../store/request-calendar';
import { findRequest, type RequestRow } from '../store/request-rows';

/** The Schedule tab's data: the dayparts and the calendar of the request's branch, schedule and absentee. */
async function requestDayparts(tx: Tx, caller: Caller, row: RequestRow, payroll: PayrollClient): Promise<RequestDayparts> {
  const branch = await readBranch(tx, caller.poolId, row.branchId);
  const schedule = await readSchedule(tx, caller.poolId, row.scheduleId);
  const settings = await readRequestSettings(tx, caller.poolId, row.branchId);
  const dayparts = await daypartViews(tx, caller.poolId, row, settings, caller.now);
  if (!branch || !schedule) throw new Error(`request ${row.id} names a branch or schedule master data no longer has`);
  const context = await calendarContext(
    tx,
    caller.poolId,
    { branch, schedule, absenteeId: row.absenteePersonId, exceptRequestId: row.id },
    settings,
    payroll.configured,
  );
  return { dayparts, context };
}

/** The Schedule tab of a request the caller may see. */
export const requestScheduleOf = (deps: ServiceDeps, caller: Caller, number: number, payroll: PayrollClient): Promise<RequestDayparts> =>
  deps.db.withPool(caller.poolId, async (tx) => requestDayparts(tx, caller, await findRequest(tx, caller, number), payroll));

import type { Tx } from '@app/service-kit';
import { readAbsenceReason, readBranch, readPersons, readSchedule, scheduleServesBranch, unknownLabels } from './masterdata-reads';
import type { Caller } from './request-rows';
import { branchInScope } from './scope';

/** What the checks of a request's place read (domain/requests/request-checks.ts judges it): its branch, its schedule and how they relate. */
export async function readRequestPlace(tx: Tx, caller: Caller, ids: { branch: number; schedule: number }) {
  const branch = await readBranch(tx, caller.poolId, ids.branch);
  const inScope = !!branch && (await branchInScope(tx, caller.poolId, caller.scope, branch.id));
  const schedule = await readSchedule(tx, caller.poolId, ids.schedule);
  const serves = !schedule || schedule.archived || !branch || (await scheduleServesBranch(tx, caller.poolId, schedule.branchId, branch.id));
  return { branch, schedule, inScope, serves };
}

/** What the checks of a request's data read: its reason for absence, its persons and its labels that are no live label. */
export async function readRequestData(
  tx: Tx,
  poolId: number,
  data: { reasonId: number; absenteeId: number | null; preferredId: number | null; labels: readonly number[] | undefined },
) {
  const reason = await readAbsenceReason(tx, poolId, data.reasonId);
  const persons = await readPersons(
    tx,
    poolId,
    [data.absenteeId, data.preferredId].filter((id): id is number => id !== null),
  );
  const unknown = data.labels ? await unknownLabels(tx, poolId, data.labels) : [];
  return { reason, absenteeId: data.absenteeId, preferredId: data.preferredId, persons, unknownLabels: unknown };
}

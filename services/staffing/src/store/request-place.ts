import { Messages } from '@app/contracts';
import { forbidden, type Tx } from '@app/service-kit';
import { readBranch, readSchedule, scheduleServesBranch } from './masterdata-reads';
import type { Caller } from './request-rows';
import { branchInScope } from './scope';

type FieldErrors = Record<string, string[]>;

/**
 * Where a request is placed (REQ-CREATE-03/04): a live branch within the caller's branches and a
 * live schedule serving it (or made for no branch), each else 'invalid' on its field. A new request
 * also needs a branch whose type takes requests, and a branch outside the caller's is then 403; the
 * create calendar's context, also read for requests that exist, asks neither.
 */
export async function checkRequestPlace(tx: Tx, caller: Caller, ids: { branch: number; schedule: number }, forCreate: boolean) {
  const errors: FieldErrors = {};
  const branch = await readBranch(tx, caller.poolId, ids.branch);
  const inScope = !!branch && (await branchInScope(tx, caller.poolId, caller.scope, branch.id));
  if (!branch || branch.archived || (forCreate && !branch.hasRequests)) errors.branch = ['The selected Branch is invalid.'];
  else if (!inScope && forCreate) throw forbidden(Messages.notEnoughPermissions);
  else if (!inScope) errors.branch = ['The selected Branch is invalid.'];
  const schedule = await readSchedule(tx, caller.poolId, ids.schedule);
  if (!schedule || schedule.archived || (branch && !(await scheduleServesBranch(tx, caller.poolId, schedule.branchId, branch.id))))
    errors.schedule = ['The selected Schedule is invalid.'];
  return { branch, schedule, errors };
}

import type { ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { readExternalRelations } from '../store/external-relations';
import { readBranchInfo } from '../store/masterdata-reads';
import { readTimeline } from '../store/request-log';
import { readNotes } from '../store/request-notes';
import { findRequest } from '../store/request-rows';
import { requestLines } from '../store/work-state-lines';
import { materialiseLines } from '../store/work-state-materialise';

/** The Timeline tab: the log of a request within the caller's branches, newest first. */
export const requestTimeline = (deps: ServiceDeps, caller: Caller, number: number) =>
  deps.db.withPool(caller.poolId, async (tx) => readTimeline(tx, caller.poolId, (await findRequest(tx, caller, number)).id));

/** A request's notes. */
export const requestNotes = (deps: ServiceDeps, caller: Caller, number: number) =>
  deps.db.withPool(caller.poolId, async (tx) => readNotes(tx, caller.poolId, (await findRequest(tx, caller, number)).id));

/** What was sent about the request to other systems. */
export const requestExternalRelations = (deps: ServiceDeps, caller: Caller, number: number) =>
  deps.db.withPool(caller.poolId, async (tx) => readExternalRelations(tx, caller.poolId, (await findRequest(tx, caller, number)).id));

/** The request's branch for the branch information view on a phone. */
export const requestBranchInfo = (deps: ServiceDeps, caller: Caller, number: number) =>
  deps.db.withPool(caller.poolId, async (tx) => readBranchInfo(tx, caller.poolId, (await findRequest(tx, caller, number)).branchId));

/** The Work state tab: the request's work-state lines, made first where missing. */
export const requestWorkState = (deps: ServiceDeps, caller: Caller, number: number) => {
  const today = dateInAmsterdam(caller.now);
  return deps.db.withPool(caller.poolId, async (tx) => {
    const request = await findRequest(tx, caller, number);
    await materialiseLines(tx, caller.poolId, today, caller.now, { requestId: request.id });
    return requestLines(tx, { poolId: caller.poolId, scope: caller.scope, today }, request.id);
  });
};

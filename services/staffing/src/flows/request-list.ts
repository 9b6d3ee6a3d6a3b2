import type { ListedField, ListRequest, ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { listRequests, requestListFields } from '../store/request-list';

/** The pool's live request fields: the list's optional columns, sort keys and yes/no filters (ADR 0106). */
export const poolRequestFields = (deps: ServiceDeps, caller: Caller): Promise<ListedField[]> =>
  deps.db.withPool(caller.poolId, (tx) => requestListFields(tx, caller.poolId));

/** A page of the request list within the caller's pool and branches, with the field columns the caller sees. */
export const requestPage = (deps: ServiceDeps, caller: Caller, fields: readonly ListedField[], request: ListRequest) =>
  deps.db.withPool(caller.poolId, (tx) => listRequests(tx, { ...caller, caller: caller.author.username, fields }, request));

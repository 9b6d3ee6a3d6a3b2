import type { ListRequest, ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { findGroupInScope, groupView, listGroups } from '../store/request-groups';
import type { ListContext } from '../store/request-list';

/** The group list's context: the caller as the request list sees it. */
export const groupListContext = (caller: Caller): ListContext => ({ ...caller, caller: caller.author.username });

/** A page of the request group list (REQ-GROUP-02). */
export const requestGroupPage = (deps: ServiceDeps, caller: Caller, request: ListRequest) =>
  deps.db.withPool(caller.poolId, (tx) => listGroups(tx, groupListContext(caller), request));

/** A request group with its requests, within the caller's branches. */
export const requestGroup = (deps: ServiceDeps, caller: Caller, id: number) =>
  deps.db.withPool(caller.poolId, async (tx) => groupView(tx, groupListContext(caller), await findGroupInScope(tx, caller, id)));

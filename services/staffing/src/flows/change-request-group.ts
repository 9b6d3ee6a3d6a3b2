import type { GroupRequestInput, RequestGroupCreateInput, RequestGroupUpdateInput, RequestGroupView } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { readRequestSettings } from '../store/masterdata-reads';
import { addToGroup, createGroup, dissolveGroup, findGroupInScope, groupView, removeFromGroup, updateGroup } from '../store/request-groups';
import { groupListContext } from './request-group-page';
import { announceRequestChange } from './request-events';

type GroupChange = (tx: Tx, caller: Caller, settings: Awaited<ReturnType<typeof readRequestSettings>>) => Promise<{ id: number }>;

/** Runs a group write and answers the group as it now stands; the screens of its requests hear of it. */
async function writeGroup(deps: ServiceDeps, caller: Caller, change: GroupChange): Promise<RequestGroupView> {
  const group = await deps.db.withPool(caller.poolId, async (tx) => {
    const changed = await change(tx, caller, await readRequestSettings(tx, caller.poolId, null));
    return groupView(tx, groupListContext(caller), await findGroupInScope(tx, caller, changed.id));
  });
  for (const member of group.requests) await announceRequestChange(deps, caller, member.request.id, 'grouped', group.id);
  return group;
}

/** Creates a request group with up to 6 requests. */
export const createRequestGroup = (deps: ServiceDeps, caller: Caller, input: RequestGroupCreateInput) =>
  writeGroup(deps, caller, (tx, c, settings) => createGroup(tx, c, input, settings));

/** Changes a request group (requests, when sent, is the whole list). */
export const updateRequestGroup = (deps: ServiceDeps, caller: Caller, groupId: number, input: RequestGroupUpdateInput) =>
  writeGroup(deps, caller, (tx, c, settings) => updateGroup(tx, c, groupId, input, settings));

/** Adds a request to a group with its required employability. */
export const addRequestToGroup = (deps: ServiceDeps, caller: Caller, groupId: number, input: GroupRequestInput) =>
  writeGroup(deps, caller, (tx, c, settings) => addToGroup(tx, c, groupId, input, settings));

/** Takes a request out of a group; its screens hear of it. */
export async function removeRequestFromGroup(deps: ServiceDeps, caller: Caller, groupId: number, requestId: number) {
  await deps.db.withPool(caller.poolId, (tx) => removeFromGroup(tx, caller, groupId, requestId));
  await announceRequestChange(deps, caller, requestId, 'grouped', groupId);
}

/** Dissolves a request group (its requests stay). */
export const dissolveRequestGroup = (deps: ServiceDeps, caller: Caller, groupId: number) =>
  deps.db.withPool(caller.poolId, (tx) => dissolveGroup(tx, caller, groupId));

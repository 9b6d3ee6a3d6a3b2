import {
  channels,
  CHANGED_SUFFIX,
  type RequestChangeAction,
  type RequestChangedPayload,
  type RequestLockingPayload,
  type RequestLockView,
} from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { requestAudience } from '../store/request-audience';
import type { Caller } from '../store/request-rows';

/**
 * Tells the pool's screens that a request changed (`pool/{poolId}/request/changed`): only the id
 * and the action ride on the bus; each screen refetches through its own rights-checked calls, and
 * skips its own change by the author (REQ-LOCK-08). Only who the request concerns hears it: its
 * branches and its substitutes (the audience), and whoever views the entire pool.
 */
export async function announceRequestChange(deps: ServiceDeps, caller: Caller, id: number, action: RequestChangeAction, groupId?: number) {
  const channel = channels.requestChanged(caller.poolId);
  const payload: RequestChangedPayload = { id, action, ...(groupId !== undefined ? { group_id: groupId } : {}) };
  const audience = await deps.db.withPool(caller.poolId, (tx) => requestAudience(tx, caller.poolId, id));
  await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author: caller.author.username, payload, audience });
}

/**
 * block or unblock on `pool/{poolId}/request/locking` (REQ-LOCK-01), published by the lock calls
 * only: built from the lock row and the caller's token, heard by the request's audience.
 */
export async function announceLock(deps: ServiceDeps, caller: Caller, request: number, lock: RequestLockView) {
  const channel = channels.requestLocking(caller.poolId);
  const payload: RequestLockingPayload = {
    action: lock.locked ? 'block' : 'unblock',
    request,
    person: lock.locked_by ?? caller.author,
    locked_at: lock.locked_at,
    locked_until: lock.locked_until,
  };
  const audience = await deps.db.withPool(caller.poolId, (tx) => requestAudience(tx, caller.poolId, request));
  await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author: caller.author.username, payload, audience });
}

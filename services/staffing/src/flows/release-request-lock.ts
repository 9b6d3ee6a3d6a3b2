import type { ServiceDeps } from '@app/service-kit';
import { readRequestSettings } from '../store/masterdata-reads';
import { releaseLock } from '../store/request-locks';
import type { Caller } from '../store/request-rows';

/** Releases the caller's own lock of a request (REQ-LOCK-03); `released` says whether a live lock ended. */
export const releaseRequestLock = (deps: ServiceDeps, caller: Caller, number: number) =>
  deps.db.withPool(caller.poolId, async (tx) =>
    releaseLock(tx, caller, number, (await readRequestSettings(tx, caller.poolId, null)).request_lock_timeout),
  );

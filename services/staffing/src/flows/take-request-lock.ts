import type { RequestLockView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { readRequestSettings } from '../store/masterdata-reads';
import { takeLock } from '../store/request-locks';
import type { Caller } from '../store/request-rows';

/** Takes or renews the lock of a request for the pool's lock timeout (REQ-LOCK-01). */
export const takeRequestLock = (deps: ServiceDeps, caller: Caller, number: number): Promise<RequestLockView> =>
  deps.db.withPool(caller.poolId, async (tx) =>
    takeLock(tx, caller, number, (await readRequestSettings(tx, caller.poolId, null)).request_lock_timeout),
  );

import type { PushSubscriptionJson } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { saveDevice } from '../store/app-devices';

export interface DeviceOwner {
  poolId: number;
  personId: number;
}

/** Registers a device of the person for Web Push (again: renewed), stamped with the clock's now. */
export const registerDevice = (deps: ServiceDeps, { poolId, personId }: DeviceOwner, subscription: PushSubscriptionJson): Promise<void> =>
  deps.db.withPool(poolId, (tx) => saveDevice(tx, poolId, personId, subscription, deps.clock.now()));

import type { ServiceDeps } from '@app/service-kit';
import { removeDevice } from '../store/app-devices';
import type { DeviceOwner } from './register-device';

/** Unregisters a device of the person by its endpoint; answers whether it was registered. */
export const unregisterDevice = (deps: ServiceDeps, { poolId, personId }: DeviceOwner, endpoint: string): Promise<boolean> =>
  deps.db.withPool(poolId, (tx) => removeDevice(tx, poolId, personId, endpoint));

import { APP_DEVICE_CHANNEL, appDeviceEventSchema } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { removeDevice, saveDevice } from '../store/app-devices';

/**
 * Stores or removes the devices staffing relays from offers' answer pages (the offer token named
 * the person there). A malformed event is logged and dropped. Returns the unsubscribe function.
 */
export function startAppDeviceIntake(deps: ServiceDeps): () => void {
  return deps.bus.subscribe((event) => {
    if (event.channel !== APP_DEVICE_CHANNEL) return;
    const parsed = appDeviceEventSchema.safeParse(event.payload);
    if (!parsed.success) {
      deps.log.error({ issues: parsed.error.issues }, 'app device event rejected');
      return;
    }
    const e = parsed.data;
    deps.db
      .withPool(e.pool_id, async (tx) => {
        if (e.action === 'add') await saveDevice(tx, e.pool_id, e.person_id, e.subscription, deps.clock.now());
        else await removeDevice(tx, e.pool_id, e.person_id, e.endpoint);
      })
      .catch((err: unknown) => deps.log.error({ err }, 'app device not stored'));
  });
}

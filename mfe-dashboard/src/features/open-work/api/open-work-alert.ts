import type { AppDeviceKey, OpenWorkAlert } from '@app/contracts';
import { api } from '@app/platform/api';
import { browserPushSubscription } from '@app/platform/push';

export const openWorkAlertKey = ['open-work', 'alert'] as const;

/** GET open-work/alert: whether the substitute is told by push when new open work fits them. */
export async function readOpenWorkAlert(signal?: AbortSignal): Promise<OpenWorkAlert> {
  return (await api.get<OpenWorkAlert>('/open-work/alert', { signal })).data;
}

/**
 * Switches the alert (PUT open-work/alert); on, this phone is registered for push first (POST
 * app-device, as the answer app registers it) through the service worker the site already has.
 */
export async function saveOpenWorkAlert(on: boolean): Promise<OpenWorkAlert> {
  if (on) {
    const subscription = await browserPushSubscription(
      async () => (await api.get<AppDeviceKey>('/app-device/key')).data.public_key,
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) throw new Error('no service worker on this site');
        return registration;
      },
    );
    await api.post('/app-device', { subscription });
  }
  return (await api.put<OpenWorkAlert>('/open-work/alert', { on })).data;
}

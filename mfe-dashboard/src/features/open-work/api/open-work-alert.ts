import { ApiPath, type AppDeviceKey, type ModulesResponse, type OpenWorkAlert } from '@app/contracts';
import { api } from '@app/platform/api';
import { browserPushSubscription, siteServiceWorker } from '@app/platform/push';

export const openWorkAlertKey = ['open-work', 'alert'] as const;

/** GET open-work/alert: whether the substitute is told by push when new open work fits them. */
export async function readOpenWorkAlert(signal?: AbortSignal): Promise<OpenWorkAlert> {
  return (await api.get<OpenWorkAlert>('/open-work/alert', { signal })).data;
}

/**
 * Switches the alert (PUT open-work/alert); on, this phone is registered for push first (POST
 * app-device, as the answer app registers it) through the origin's service worker, the answer app's
 * registered now where this browser has none.
 */
export async function saveOpenWorkAlert(on: boolean): Promise<OpenWorkAlert> {
  if (on) {
    const subscription = await browserPushSubscription(
      async () => (await api.get<AppDeviceKey>('/app-device/key')).data.public_key,
      () => siteServiceWorker(async () => (await api.get<ModulesResponse>(ApiPath.modules)).data),
    );
    await api.post('/app-device', { subscription });
  }
  return (await api.put<OpenWorkAlert>('/open-work/alert', { on })).data;
}

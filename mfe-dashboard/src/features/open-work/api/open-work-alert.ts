import { ApiPath, type AppDeviceKey, type ModulesResponse, type OpenWorkAlert } from '@app/contracts';
import { api } from '@app/platform/api';
import { browserPushSubscription, deviceOwner, registerAppDevice, siteServiceWorker } from '@app/platform/push';
import { sessionStore } from '@app/platform/session';

export const openWorkAlertKey = ['open-work', 'alert'] as const;

/** GET open-work/alert: whether the substitute is told by push when new open work fits them. */
export async function readOpenWorkAlert(signal?: AbortSignal): Promise<OpenWorkAlert> {
  return (await api.get<OpenWorkAlert>('/open-work/alert', { signal })).data;
}

/**
 * Switches the alert (PUT open-work/alert); on, this phone is registered for push first (POST
 * app-device with its tries and local copy, PLT-SHELL-09) through the origin's service worker, the
 * answer app's registered now where this browser has none. An alert this phone cannot take is not
 * switched on.
 */
export async function saveOpenWorkAlert(on: boolean): Promise<OpenWorkAlert> {
  if (on) {
    const subscription = await browserPushSubscription(
      async () => (await api.get<AppDeviceKey>('/app-device/key')).data.public_key,
      () => siteServiceWorker(async () => (await api.get<ModulesResponse>(ApiPath.modules)).data),
    );
    const owner = deviceOwner(sessionStore.getState().payload);
    if (!owner || !(await registerAppDevice(api, owner, subscription))) throw new Error('this device is not registered for push');
  }
  return (await api.put<OpenWorkAlert>('/open-work/alert', { on })).data;
}

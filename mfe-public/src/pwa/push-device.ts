import type { AppDeviceKey, OfferKind } from '@app/contracts';
import { publicApi } from '@app/platform/public-api';
import { retry } from './retry';

/**
 * Subscribes this phone to push messages and registers it for the offer's person (ADR 0060): the
 * public VAPID key, the browser's subscription, then `POST /{kind}/token/{token}/device` with up
 * to 3 tries 3 s apart (spec 000). Throws when the person does not allow notifications.
 */
export async function enablePush(kind: OfferKind, token: string): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('notifications not allowed');
  const { public_key } = (await publicApi.get<AppDeviceKey>('/app-device/key')).data;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  await retry(() => publicApi.post(`/${kind}/token/${token}/device`, { subscription: subscription.toJSON() }));
}

import type { AppDeviceKey, OfferKind } from '@app/contracts';
import { publicApi } from '@app/platform/public-api';
import { browserPushSubscription, retry } from '@app/platform/push';

/**
 * Subscribes this phone to push messages and registers it for the offer's person (ADR 0060): the
 * browser's subscription, then `POST /{kind}/token/{token}/device` with up to 3 tries 3 s apart
 * (spec 000). Throws when the person does not allow notifications.
 */
export async function enablePush(kind: OfferKind, token: string): Promise<void> {
  const subscription = await browserPushSubscription(
    async () => (await publicApi.get<AppDeviceKey>('/app-device/key')).data.public_key,
    () => navigator.serviceWorker.ready,
  );
  await retry(() => publicApi.post(`/${kind}/token/${token}/device`, { subscription }));
}

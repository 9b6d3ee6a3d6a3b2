/** Whether this browser can take push messages at all (and they are not refused for this site). */
export const canTakePush = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';

/**
 * This browser's Web Push subscription (ADR 0060), as `POST app-device` takes it: the person's
 * permission first, then the public VAPID key and the service worker's push manager; the
 * subscription it already has is kept. Throws when the person does not allow notifications.
 */
export async function browserPushSubscription(
  publicKey: () => Promise<string>,
  worker: () => Promise<ServiceWorkerRegistration>,
): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('notifications not allowed');
  const applicationServerKey = await publicKey();
  const registration = await worker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  return subscription.toJSON();
}

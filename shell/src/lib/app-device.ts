import { api } from '@app/platform/api';
import { registerAppDevice, registeredDevice, unregisterAppDevice } from '@app/platform/push';

/**
 * The browser's push subscription, without asking: only where the person allowed notifications
 * before and the origin's worker already holds a subscription.
 */
async function existingSubscription(): Promise<PushSubscriptionJSON | null> {
  if (!('serviceWorker' in navigator) || !('Notification' in window) || Notification.permission !== 'granted') return null;
  const worker = await navigator.serviceWorker.getRegistration('/');
  const subscription = await worker?.pushManager.getSubscription();
  return subscription ? subscription.toJSON() : null;
}

/**
 * At sign-in: registers this browser again (`POST app-device`) when its last registration was for
 * the same person, so signing out and in keeps their push messages; never for another person.
 */
export async function renewAppDevice(owner: string): Promise<boolean> {
  const copy = registeredDevice();
  if (copy?.owner !== owner) return false;
  const subscription = await existingSubscription();
  return subscription ? registerAppDevice(api, owner, subscription) : false;
}

/** At sign-out, with the ending session's token: `DELETE app-device` of the kept copy. */
export const releaseAppDevice = (token: string | null): Promise<void> => unregisterAppDevice(api, token ? { bearer: token } : {});

import type { ApiClient } from '../api/api-client';
import { retry } from './retry';

/** Where this browser keeps the copy of its last registration (spec 000: a 200 stores a copy locally). */
export const APP_DEVICE_STORAGE_KEY = 'app-device';

/** The copy: the subscription this browser registered, and for whom (pool and person). */
export interface RegisteredDevice {
  owner: string;
  subscription: PushSubscriptionJSON;
}

export interface AppDeviceOptions {
  /** 3 tries, 3 s apart by default (spec 000 `POST app-device`) */
  tries?: number;
  delayMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** where a failure goes: registration failures are only logged (spec 000 section 8) */
  log?: (message: string, error: unknown) => void;
  /** the access token to call with, where the session is ending (logout) */
  bearer?: string;
}

/** Who a browser's push registration is for: the person in the pool (the server keys devices so); null without a person. */
export const deviceOwner = (payload: { pool_id: number; person_id?: number | null } | null): string | null =>
  payload?.person_id ? `${payload.pool_id}/${payload.person_id}` : null;

const defaults = {
  tries: 3,
  delayMs: 3000,
  log: (message: string, error: unknown) => console.warn(message, error),
};

const storageOf = (options: AppDeviceOptions) => options.storage ?? localStorage;

/** The copy kept by the last registration on this browser; null when there is none (or it is unreadable). */
export function registeredDevice(options: AppDeviceOptions = {}): RegisteredDevice | null {
  try {
    const text = storageOf(options).getItem(APP_DEVICE_STORAGE_KEY);
    const copy = text ? (JSON.parse(text) as Partial<RegisteredDevice>) : null;
    return copy && typeof copy.owner === 'string' && typeof copy.subscription?.endpoint === 'string' ? (copy as RegisteredDevice) : null;
  } catch {
    return null;
  }
}

/**
 * Registers this browser's push subscription for the signed-in person (PLT-SHELL-09: `POST
 * app-device`, up to 3 tries 3 s apart). A success keeps a copy locally, with its owner; a failure
 * is logged, never shown: the page works without push. True when registered.
 */
export async function registerAppDevice(
  client: Pick<ApiClient, 'post'>,
  owner: string,
  subscription: PushSubscriptionJSON,
  options: AppDeviceOptions = {},
): Promise<boolean> {
  const { tries, delayMs, log } = { ...defaults, ...options };
  try {
    await retry(() => client.post('/app-device', { subscription }, options.bearer ? { bearer: options.bearer } : {}), { tries, delayMs });
  } catch (error) {
    log('app device not registered', error);
    return false;
  }
  try {
    storageOf(options).setItem(APP_DEVICE_STORAGE_KEY, JSON.stringify({ owner, subscription } satisfies RegisteredDevice));
  } catch (error) {
    log('app device registered, its copy not kept', error);
  }
  return true;
}

/**
 * Unregisters the device of the local copy (`DELETE app-device`, the same tries), so a signed-out
 * person's messages stop reaching this browser. The copy stays: it tells the next sign-in whether
 * this browser was registered for the same person (then registered again) or for someone else (not).
 * Failures are logged only.
 */
export async function unregisterAppDevice(client: Pick<ApiClient, 'delete'>, options: AppDeviceOptions = {}): Promise<void> {
  const copy = registeredDevice(options);
  if (!copy) return;
  const { tries, delayMs, log } = { ...defaults, ...options };
  try {
    await retry(
      () =>
        client.delete('/app-device', {
          body: { endpoint: copy.subscription.endpoint },
          ...(options.bearer ? { bearer: options.bearer } : {}),
        }),
      { tries, delayMs },
    );
  } catch (error) {
    log('app device not unregistered', error);
  }
}

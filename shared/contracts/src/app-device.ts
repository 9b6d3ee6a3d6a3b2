import { z } from 'zod';

/**
 * A phone or browser that takes Web Push messages (spec 000 `POST app-device` / `DELETE app-device`,
 * ADR 0060). The subscription is the browser's PushSubscription as `toJSON()` gives it.
 */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url.');

export const pushSubscriptionSchema = z.strictObject({
  /** push services speak https only (web-push sends nothing else) */
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/app-device (the signed-in person) and POST /api/{kind}/token/{token}/device (the offer's person). */
export const appDeviceSchema = z.strictObject({ subscription: pushSubscriptionSchema });

/** DELETE /api/app-device and DELETE /api/{kind}/token/{token}/device: the subscription's endpoint. */
export const appDeviceRemoveSchema = z.strictObject({ endpoint: z.url({ protocol: /^https$/ }).max(2000) });

/** GET /api/app-device/key: the public VAPID key the browser subscribes with. */
export interface AppDeviceKey {
  public_key: string;
}

/**
 * Staffing relays a device registered on an offer's answer page (no login: the offer token names
 * the person) to notify on the bus; notify stores or removes it.
 */
export const APP_DEVICE_CHANNEL = 'internal/notify/app-device';
export const appDeviceEventSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    pool_id: z.number().int().positive(),
    person_id: z.number().int().positive(),
    subscription: pushSubscriptionSchema,
  }),
  z.object({
    action: z.literal('remove'),
    pool_id: z.number().int().positive(),
    person_id: z.number().int().positive(),
    endpoint: z.string().max(2000),
  }),
]);
export type AppDeviceEvent = z.infer<typeof appDeviceEventSchema>;

/** The payload of a push message as the answer app's service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** the page a tap opens */
  url: string | null;
}

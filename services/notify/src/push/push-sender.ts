import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { fillSecrets, type PushPayload } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { PermanentDeliveryError } from '../domain/delivery-error';
import { deliverDue } from '../jobs/outbox-sender';
import { devicesOf, forgetDevice } from '../store/app-devices';
import type { OutboxRow } from '../store/outbox';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a phone that is off: an offer is answered within days. */
const TIME_TO_LIVE_S = 2 * 24 * 3600;
const TIMEOUT_MS = 10_000;

export interface PushOptions {
  keys: VapidKeys;
  /** the https agent for the push services (a test trusts its own push service's certificate) */
  agent?: https.Agent;
}

const personOf = (row: OutboxRow): number => {
  const id = Number(/^person:(\d+)$/.exec(row.recipient)?.[1]);
  if (!id || row.poolId === null) throw new PermanentDeliveryError(`not a person of a pool: ${row.recipient}`);
  return id;
};

/**
 * Sends one push message to every device of its person, encrypted for each (web-push, RFC 8291)
 * and signed with the installation's VAPID key. A device whose subscription the push service
 * says is gone (404, 410) is removed; the message counts as delivered once no device is left to
 * retry, and is retried (outbox backoff) while a device failed otherwise.
 */
async function pushToPerson(tx: Tx, options: PushOptions, row: OutboxRow, secrets: Record<string, string>): Promise<void> {
  const personId = personOf(row);
  const poolId = row.poolId!;
  const payload: PushPayload = { title: row.subject, body: fillSecrets(row.bodyText, secrets), url: secrets.link ?? null };
  const devices = await devicesOf(tx, poolId, personId);
  const failures: string[] = [];
  for (const device of devices) {
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: options.keys,
          TTL: TIME_TO_LIVE_S,
          timeout: TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await forgetDevice(tx, poolId, device.id);
        continue;
      }
      failures.push(err instanceof WebPushError ? `${err.statusCode} ${err.body}`.trim() : (err as Error).message);
    }
  }
  if (failures.length) throw new Error(`push failed on ${failures.length} of ${devices.length} devices: ${failures.join('; ')}`);
}

export const deliverDuePush = (deps: ServiceDeps, options: PushOptions, active?: () => boolean): Promise<number> =>
  deliverDue(deps, 'push', (row, secrets, tx) => pushToPerson(tx, options, row, secrets), active);

import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { appDevices } from '../db/schema-devices';

export type AppDeviceRow = typeof appDevices.$inferSelect;

/**
 * Stores a person's subscription (run in its pool: RLS). The same endpoint registered again, by
 * this person or another of the pool (a shared phone), is moved to them with its new keys.
 */
export async function saveDevice(tx: Tx, poolId: number, personId: number, s: PushSubscriptionJson, at: Date): Promise<void> {
  await tx
    .insert(appDevices)
    .values({ poolId, personId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: at })
    .onConflictDoUpdate({
      target: [appDevices.poolId, appDevices.endpoint],
      set: { personId, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: at },
    });
}

/** Removes a person's subscription; answers whether there was one. */
export async function removeDevice(tx: Tx, poolId: number, personId: number, endpoint: string): Promise<boolean> {
  const gone = await tx
    .delete(appDevices)
    .where(and(eq(appDevices.poolId, poolId), eq(appDevices.personId, personId), eq(appDevices.endpoint, endpoint)))
    .returning({ id: appDevices.id });
  return gone.length > 0;
}

export const devicesOf = (tx: Tx, poolId: number, personId: number): Promise<AppDeviceRow[]> =>
  tx
    .select()
    .from(appDevices)
    .where(and(eq(appDevices.poolId, poolId), eq(appDevices.personId, personId)))
    .orderBy(appDevices.id);

/** A subscription the push service says is gone (404, 410). */
export async function forgetDevice(tx: Tx, poolId: number, id: number): Promise<void> {
  await tx.delete(appDevices).where(and(eq(appDevices.poolId, poolId), eq(appDevices.id, id)));
}

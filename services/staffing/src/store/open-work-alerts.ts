import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { openWorkAlerts } from '../db/schema';

/** Whether the person asked to be told of newly fitting open work. */
export async function hasOpenWorkAlert(tx: Tx, poolId: number, personId: number): Promise<boolean> {
  const rows = await tx
    .select({ personId: openWorkAlerts.personId })
    .from(openWorkAlerts)
    .where(and(eq(openWorkAlerts.poolId, poolId), eq(openWorkAlerts.personId, personId)));
  return rows.length > 0;
}

/** Switches the person's alert on (kept when already on: its quiet time stays) or off. */
export async function setOpenWorkAlert(tx: Tx, poolId: number, personId: number, on: boolean, now: Date): Promise<void> {
  if (on) await tx.insert(openWorkAlerts).values({ poolId, personId, createdAt: now }).onConflictDoNothing();
  else await tx.delete(openWorkAlerts).where(and(eq(openWorkAlerts.poolId, poolId), eq(openWorkAlerts.personId, personId)));
}

/** The persons with the alert on who were not pushed since `quietSince`. */
export async function alertablePersons(tx: Tx, poolId: number, quietSince: Date): Promise<number[]> {
  const rows = await tx
    .select({ personId: openWorkAlerts.personId })
    .from(openWorkAlerts)
    .where(and(eq(openWorkAlerts.poolId, poolId), or(isNull(openWorkAlerts.lastSentAt), lt(openWorkAlerts.lastSentAt, quietSince))));
  return rows.map((r) => r.personId);
}

/** Notes the push sent to the persons now, which starts their quiet time. */
export async function markAlertsSent(tx: Tx, poolId: number, personIds: readonly number[], now: Date): Promise<void> {
  if (!personIds.length) return;
  await tx
    .update(openWorkAlerts)
    .set({ lastSentAt: now })
    .where(and(eq(openWorkAlerts.poolId, poolId), inArray(openWorkAlerts.personId, [...personIds])));
}

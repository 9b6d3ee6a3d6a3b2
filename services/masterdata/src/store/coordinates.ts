import { and, eq } from 'drizzle-orm';
import type { Database } from '@app/service-kit';
import { branches, persons } from '../db/schema';
import type { Coordinates } from '../domain/geo/geocoder';

/** Stores (or empties) the coordinates geocoded from a person's or branch's address. */
export async function writeCoordinates(
  db: Database,
  poolId: number,
  table: typeof persons | typeof branches,
  id: number,
  at: Coordinates | null,
) {
  await db.withPool(poolId, (tx) =>
    tx
      .update(table)
      .set({ latitude: at?.latitude ?? null, longitude: at?.longitude ?? null })
      .where(and(eq(table.poolId, poolId), eq(table.id, id))),
  );
}

/** The address fields the geocoder reads, of a record before it changes; null when the pool has no such record. */
export async function addressOf(db: Database, poolId: number, table: typeof persons | typeof branches, id: number) {
  const [row] = await db.withPool(poolId, (tx) =>
    tx
      .select({ postal_code: table.postalCode, number: table.number, city: table.city })
      .from(table)
      .where(and(eq(table.poolId, poolId), eq(table.id, id))),
  );
  return row ?? null;
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, persons } from '../db/schema';
import type { Coordinates } from '../domain/geo/geocoder';

/** The records that carry an address and its coordinates. */
export type Located = 'person' | 'branch';
const tableOf = (what: Located) => (what === 'person' ? persons : branches);

/** Stores (or empties) the coordinates geocoded from a person's or branch's address. */
export async function writeCoordinates(tx: Tx, poolId: number, what: Located, id: number, at: Coordinates | null) {
  const table = tableOf(what);
  await tx
    .update(table)
    .set({ latitude: at?.latitude ?? null, longitude: at?.longitude ?? null })
    .where(and(eq(table.poolId, poolId), eq(table.id, id)));
}

/** The address fields the geocoder reads, of a record before it changes; null when the pool has no such record. */
export async function addressOf(tx: Tx, poolId: number, what: Located, id: number) {
  const table = tableOf(what);
  const [row] = await tx
    .select({ postal_code: table.postalCode, number: table.number, city: table.city })
    .from(table)
    .where(and(eq(table.poolId, poolId), eq(table.id, id)));
  return row ?? null;
}

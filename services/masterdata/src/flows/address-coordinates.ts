import type { ServiceDeps } from '@app/service-kit';
import type { Address, Geocoder } from '../domain/geo/geocoder';
import { locateAddress } from '../domain/geo/locate-address';
import { addressOf, writeCoordinates, type Located } from '../store/coordinates';

export type { Located };

/** The address of a person or branch before it changes; null when the pool has no such record. */
export const addressBefore = (deps: ServiceDeps, poolId: number, what: Located, id: number) =>
  deps.db.withPool(poolId, (tx) => addressOf(tx, poolId, what, id));

/**
 * Geocodes a saved record's address and stores its coordinates (empty when the geocoder fails or
 * knows no such address), and answers them.
 */
export async function locateRecord(
  deps: ServiceDeps,
  geocoder: Geocoder | null,
  poolId: number,
  what: Located,
  id: number,
  address: Address,
) {
  // the geocoder is asked before the transaction opens, so a slow answer holds no connection
  const at = await locateAddress(geocoder, address, deps.log, `${what} ${id}`);
  await deps.db.withPool(poolId, (tx) => writeCoordinates(tx, poolId, what, id, at));
  return at;
}

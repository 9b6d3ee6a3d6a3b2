import type { Log } from '@app/service-kit';
import { geocodableAddress, type Address, type Coordinates, type Geocoder } from './geocoder';

/**
 * The coordinates of an address, or null: without a geocoder (GEOCODER_URL=off), without a postal
 * code and house number, when the geocoder knows no such address, and when it fails. A failure is
 * only logged: geocoding never fails the save it follows (ADR 0057).
 */
export async function locateAddress(geocoder: Geocoder | null, address: Address, log: Log, what: string): Promise<Coordinates | null> {
  const wanted = geocodableAddress(address);
  if (!geocoder || !wanted) return null;
  try {
    const found = await geocoder.geocode(wanted);
    if (!found) log.info({ what }, 'geocoder knows no such address; coordinates left empty');
    return found;
  } catch (err) {
    log.warn({ what, err: (err as Error).message }, 'geocoding failed; coordinates left empty');
    return null;
  }
}

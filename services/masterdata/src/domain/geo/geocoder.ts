/**
 * Addresses to coordinates: an interface, so master data does not care who
 * geocodes. The real one is PDOK's Locatieserver (pdok-geocoder.ts); GEOCODER_URL chooses it.
 */
export interface Address {
  postal_code?: unknown;
  number?: unknown;
  city?: unknown;
}

/** WGS84 degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A Dutch address the geocoder can look up: a postal code and a house number, the city when known. */
export interface GeocodableAddress {
  postalCode: string;
  number: string;
  city: string | null;
}

export interface Geocoder {
  /** the address's coordinates, null when the geocoder knows no such address; throws GeocoderError when it cannot answer */
  geocode(address: GeocodableAddress): Promise<Coordinates | null>;
}

export class GeocoderError extends Error {}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The address in the form the geocoder takes, or null when the postal code or house number is missing. */
export function geocodableAddress(address: Address): GeocodableAddress | null {
  const postalCode = text(address.postal_code)?.replace(/\s+/g, '').toUpperCase();
  const number = text(address.number);
  if (!postalCode || !number) return null;
  return { postalCode, number, city: text(address.city) };
}

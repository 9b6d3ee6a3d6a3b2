import { GeocoderError, type Coordinates, type Geocoder } from './geocoder';

/** PDOK's public Locatieserver `free` endpoint (GEOCODER_URL=pdok). */
export const PDOK_FREE_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

const TIMEOUT_MS = 3000;

/** `centroide_ll` is WKT in WGS84 with the longitude first: POINT(5.1214 52.0907). */
const POINT = /^POINT\((-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)\)$/;

interface FreeAnswer {
  response?: { numFound?: number; docs?: { centroide_ll?: unknown }[] };
}

/**
 * A real HTTP client of PDOK's Locatieserver (v3.1 `free`): one address document (`fq=type:adres`,
 * `rows=1`) searched by postal code, house number and city, its centroid read from `centroide_ll`.
 * Version 3.1 refuses query parameters outside its OpenAPI description, so only q, fq, fl and rows go out.
 */
export function createPdokGeocoder(url: string, timeoutMs = TIMEOUT_MS): Geocoder {
  return {
    async geocode({ postalCode, number, city }) {
      const query = new URLSearchParams({
        q: [postalCode, number, city].filter(Boolean).join(' '),
        fq: 'type:adres',
        fl: 'centroide_ll',
        rows: '1',
      });
      let res: Response;
      try {
        res = await fetch(`${url}?${query}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw new GeocoderError(`geocoder unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new GeocoderError(`geocoder answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as FreeAnswer | null;
      const docs = body?.response?.docs;
      if (!Array.isArray(docs)) throw new GeocoderError('geocoder answered without response.docs');
      if (!docs.length) return null;
      const point = typeof docs[0]?.centroide_ll === 'string' ? POINT.exec(docs[0].centroide_ll) : null;
      if (!point) throw new GeocoderError('geocoder answered a document without centroide_ll');
      const found: Coordinates = { longitude: Number(point[1]), latitude: Number(point[2]) };
      return found;
    },
  };
}

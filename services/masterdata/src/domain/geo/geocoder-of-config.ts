import type { AppConfig } from '@app/service-kit';
import type { Geocoder } from './geocoder';
import { createPdokGeocoder, PDOK_FREE_URL } from './pdok-geocoder';

/** The geocoder GEOCODER_URL names: none for 'off' (the default), PDOK's public endpoint for 'pdok', else that URL. */
export function geocoderOf(config: Pick<AppConfig, 'GEOCODER_URL'>): Geocoder | null {
  if (config.GEOCODER_URL === 'off') return null;
  return createPdokGeocoder(config.GEOCODER_URL === 'pdok' ? PDOK_FREE_URL : config.GEOCODER_URL);
}

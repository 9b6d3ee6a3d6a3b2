import { loadConfig } from '@app/service-kit';
import { startFakePdok, type FakePdok } from '../../testing/fake-pdok';
import { geocodableAddress, GeocoderError } from './geocoder';
import { geocoderOf } from './geocoder-of-config';
import { createPdokGeocoder, PDOK_FREE_URL } from './pdok-geocoder';

let pdok: FakePdok;
const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };

beforeAll(async () => {
  pdok = await startFakePdok({ '3511AB': UTRECHT });
});
afterAll(() => pdok.close());

describe('the PDOK Locatieserver client', () => {
  it('asks one address document by postal code, house number and city and reads its centroid (longitude first)', async () => {
    const found = await createPdokGeocoder(pdok.url).geocode({ postalCode: '3511AB', number: '12', city: 'Utrecht' });
    expect(found).toEqual(UTRECHT);
    const query = pdok.queries.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({ q: '3511AB 12 Utrecht', fq: 'type:adres', fl: 'centroide_ll', rows: '1' });
  });

  it('answers null for an address PDOK does not know', async () => {
    expect(await createPdokGeocoder(pdok.url).geocode({ postalCode: '9999ZZ', number: '1', city: null })).toBeNull();
  });

  it('throws a GeocoderError when PDOK fails, is unreachable or too slow', async () => {
    await expect(createPdokGeocoder(pdok.url).geocode({ postalCode: 'FAIL', number: '1', city: null })).rejects.toThrow(GeocoderError);
    await expect(createPdokGeocoder('http://127.0.0.1:1/free').geocode({ postalCode: '3511AB', number: '1', city: null })).rejects.toThrow(
      GeocoderError,
    );
    await expect(createPdokGeocoder(pdok.url, 200).geocode({ postalCode: 'SLOW', number: '1', city: null })).rejects.toThrow(GeocoderError);
  });
});

describe('geocodableAddress', () => {
  it('needs a postal code and a house number; spaces and case of the postal code do not matter', () => {
    expect(geocodableAddress({ postal_code: ' 3511 ab ', number: '12', city: 'Utrecht' })).toEqual({
      postalCode: '3511AB',
      number: '12',
      city: 'Utrecht',
    });
    expect(geocodableAddress({ postal_code: '3511AB', number: '12', city: '' })).toEqual({
      postalCode: '3511AB',
      number: '12',
      city: null,
    });
    expect(geocodableAddress({ postal_code: '3511AB', number: null, city: 'Utrecht' })).toBeNull();
    expect(geocodableAddress({ postal_code: '', number: '12', city: 'Utrecht' })).toBeNull();
  });
});

describe('GEOCODER_URL', () => {
  it("is off by default ('off'), PDOK's public endpoint for 'pdok', else the URL given", () => {
    expect(loadConfig({}).GEOCODER_URL).toBe('off');
    expect(geocoderOf({ GEOCODER_URL: 'off' })).toBeNull();
    expect(geocoderOf({ GEOCODER_URL: 'pdok' })).not.toBeNull();
    expect(geocoderOf({ GEOCODER_URL: pdok.url })).not.toBeNull();
    expect(PDOK_FREE_URL).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1/free');
  });
});

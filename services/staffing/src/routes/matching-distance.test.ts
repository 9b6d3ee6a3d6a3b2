import { sql } from 'drizzle-orm';
import { type MatchRecord } from '@app/contracts';
import { startMatchingEnv } from '../testing/matching-env';
import { SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * The distance through the matching call: master data's published
 * person_branch_distance (entered, else computed from the demo coordinates) scores and filters.
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let matcher: string;
let invaller: number;
let requestAtKompas: () => Promise<number>;

const MON = '2027-06-14';

beforeAll(async () => {
  ({ env, ids, pool, matcher, invaller, createRequest: requestAtKompas } = await startMatchingEnv({ [MON]: [1, 2] }, 40));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const db = () => env.deps.db.db;

async function candidates(number: number, query = '') {
  const res = await env.server.call('GET', `/api/request/${number}/matching${query}`, { token: matcher });
  expect(res.status).toBe(200);
  return { records: res.body.data as MatchRecord[], notChecked: res.body.meta.not_checked as string[] };
}

const enterDistance = (km: number) =>
  db().execute(
    sql`insert into masterdata.person_branch_distances (pool_id, person_id, branch_id, km) values (${pool}, ${invaller}, ${ids.kompas}, ${km})`,
  );
const forgetDistance = () => db().execute(sql`delete from masterdata.person_branch_distances where pool_id = ${pool}`);
const setCoordinates = (latitude: number | null, longitude: number | null) =>
  db().execute(
    sql`update masterdata.persons set latitude = ${latitude}, longitude = ${longitude} where pool_id = ${pool} and id = ${invaller}`,
  );

describe('matching: distance', () => {
  afterEach(forgetDistance);

  it('shows the distance computed from the coordinates, scores it, and no longer reports it as not checked', async () => {
    const { records, notChecked } = await candidates(await requestAtKompas());
    expect(notChecked).not.toContain('distance');
    const iris = records.find((r) => r.id === invaller)!;
    // Amersfoort to Het Kompas in Zeist: 12.9 km in a straight line x 1.3; 15 x (1 - 16.7 / 30)
    expect(iris.distance_km).toBe(16.7);
    expect(iris.why.find((w) => w.part === 'distance')).toEqual({ part: 'distance', points: 6.7, facts: [{ kind: 'distance', n: 16.7 }] });
  });

  it('takes an entered distance before the computed one', async () => {
    await enterDistance(4.5);
    const { records } = await candidates(await requestAtKompas());
    expect(records.find((r) => r.id === invaller)!.distance_km).toBe(4.5);
  });

  it('filters by km: farther away and unknown distances fall out', async () => {
    const number = await requestAtKompas();
    expect((await candidates(number, '?distance=20')).records.map((r) => r.id)).toContain(invaller);
    expect((await candidates(number, '?distance=10')).records.map((r) => r.id)).not.toContain(invaller);
    const [lat, lon] = [52.1561, 5.3878];
    await setCoordinates(null, null);
    try {
      const unknown = await candidates(number, '?distance=1000');
      expect(unknown.records.map((r) => r.id)).not.toContain(invaller);
      expect((await candidates(number)).records.find((r) => r.id === invaller)!.distance_km).toBeNull();
    } finally {
      await setCoordinates(lat, lon);
    }
  });
});

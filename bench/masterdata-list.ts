/**
 * Person list budget (issue 4): a pool of 5,000 persons in PGlite, 200 calls of the person list
 * through real HTTP (25 rows, two filters and a sort), median and p95 against a 50 ms budget.
 */
import { performance } from 'node:perf_hooks';
import { Permission } from '@app/contracts';
import { createTestDeps, startTestServer, testToken } from '@app/service-kit/testing';
import { persons } from '../services/masterdata/src/db/schema';
import { masterdataService } from '../services/masterdata/src/index';

const PERSONS = 5_000;
const CALLS = 200;
const WARM_UP = 10;
const BUDGET_MS = 50;
const CITIES = ['Utrecht', 'Zeist', 'Houten', 'Nieuwegein', 'Amersfoort', 'De Bilt', 'Bunnik', 'IJsselstein'];
const FIRST = ['Anna', 'Bram', 'Daan', 'Emma', 'Fleur', 'Jan', 'Lotte', 'Mila', 'Noah', 'Sanne', 'Thijs', 'Zoë'];
const LAST = ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

export async function benchPersonList(): Promise<{ medianMs: number; p95Ms: number }> {
  const deps = await createTestDeps([masterdataService]);
  const server = await startTestServer(masterdataService.createApp(deps));
  try {
    const rows = Array.from({ length: PERSONS }, (_, i) => ({
      poolId: 1,
      firstName: FIRST[i % FIRST.length] as string,
      lastName: `${LAST[(i * 7) % LAST.length]} ${i}`,
      initials: 'X.',
      gender: (['female', 'male', 'neutral'] as const)[i % 3],
      city: CITIES[i % CITIES.length] as string,
      email: `persoon${i}@bench.invalpool.nl`,
    }));
    await deps.db.withSystem(async (tx) => {
      for (let i = 0; i < rows.length; i += 1_000) await tx.insert(persons).values(rows.slice(i, i + 1_000));
    });
    const token = await testToken(deps, { pool_id: 1, allow: [Permission.PERSON_VIEW] }, 24 * 3600);
    const query = (page: number) =>
      `/api/person?page=${page}&itemsPerPage=25&filters[gender]=female&filters[city][]=Utrecht&filters[city][]=Zeist&sortBy[column]=full_name&sortBy[order]=asc`;

    for (let i = 0; i < WARM_UP; i++) await server.call('GET', query(1), { token });
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const res = await server.call('GET', query((i % 16) + 1), { token });
      times.push(performance.now() - started);
      if (res.status !== 200 || res.body.data.length !== 25) throw new Error(`unexpected answer ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const medianMs = percentile(times, 50);
    const p95Ms = percentile(times, 95);
    console.log(`person list, ${PERSONS} persons in ${deps.db.kind}, ${CALLS} calls (25 rows, 2 filters, sort by name)`);
    console.log(`  median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms (budget ${BUDGET_MS} ms) ${p95Ms <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
    return { medianMs, p95Ms };
  } finally {
    await server.close();
    await deps.db.close();
  }
}

if (require.main === module) void benchPersonList();

/**
 * Reports budget: on the request benchmarks' pool (20,000 requests of
 * 20 dayparts over the 2026-2027 school year, `requests-data.ts`), with the planned dayparts given
 * substitutes and week-schedule segments, each report of the reports service is asked 25 times over
 * the school year through real HTTP as an administrator; the median of each is held against 500 ms.
 * The requests report also over a period that cuts its first and last month, and with the length
 * filter (ADR 0107).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { percentile, startRequestBenchPool } from './requests-data';

const CALLS = 25;
const WARM_UP = 3;
const BUDGET_MS = 500;
const YEAR = 'filter[period_from]=2026-08-01&filter[period_to]=2027-07-31';
const MONTH = 'filter[period_from]=2026-11-01&filter[period_to]=2026-11-30';
/** a period that cuts its first and last month (ADR 0107: the cut months' days from the request day totals) */
const CUT = 'filter[period_from]=2026-09-15&filter[period_to]=2027-06-14';

/** What a query adds to the school year, in the printed line. */
const label = (query: string) =>
  [
    query.includes(CUT) ? 'cut months' : query.includes(MONTH) ? 'month' : '',
    query.includes('length') ? 'short' : '',
    query.includes('board') ? 'board' : '',
  ]
    .filter(Boolean)
    .join(', ');

export async function benchReports(): Promise<void> {
  const bench = await startRequestBenchPool(['reports']);
  const owner = bench.started.deps.db.db;
  // the bench pool's planned dayparts get a substitute and a segment (3.5 hours, WTF 0.1), as planning gives them
  const substitutes = (
    await rowsOf<{ id: number }>(
      owner,
      sql`select id from masterdata.persons where pool_id = ${bench.poolId} and email not like '%@leerkracht.%'`,
    )
  ).map((r) => r.id);
  await bench.started.deps.db.withSystem((tx) =>
    tx.execute(sql`update staffing.request_dates set
        person_id = (${sql.raw(`array[${substitutes.join(',')}]`)})[1 + (id % ${substitutes.length})],
        segment = '{"start_work_time":"08:30","end_work_time":"12:00","extra_time":"00:00","wtf":0.1}'::jsonb
      where pool_id = ${bench.poolId} and state = 'planned' and person_id is null`),
  );
  await owner.execute(sql`analyze`);
  const server = await bench.started.serve('reports');
  const token = await testToken(bench.started.deps, {
    pool_id: bench.poolId,
    allow: [...PERMISSION_CATALOGUE],
    roles: ['ROLE_ADMINISTRATOR'],
    username: 'bench-admin',
    view_entire_pool: true,
  });
  const reports: [string, string][] = [
    ['requests', YEAR],
    ['requests', CUT],
    ['requests', `${YEAR}&filter[length]=short`],
    ['requests', `${CUT}&filter[length]=short`],
    ['schedule-requests', YEAR],
    ['schedule-substitutes', YEAR],
    ['deployment', YEAR],
    ['board-chains', `filter[board]=${bench.board}&${YEAR}`],
    ['substitutes', YEAR],
    ['timeline', YEAR],
    ['log', MONTH],
  ];
  console.log(`reports on ${bench.schools.length} schools, 20,000 requests (400,000 dayparts), ${CALLS} calls each:`);
  let over = 0;
  for (const [key, query] of reports) {
    const path = `/api/reports/${key}?${query}`;
    for (let i = 0; i < WARM_UP; i++) await server.call('GET', path, { token });
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const res = await server.call('GET', path, { token });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`unexpected answer ${res.status} of ${path}`);
    }
    const sorted = times.sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    if (median > BUDGET_MS) over++;
    console.log(
      `  GET ${(key + (query === YEAR ? '' : ` ${label(query)}`)).padEnd(34)} median ${median.toFixed(0).padStart(5)} ms  p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms  ${
        median <= BUDGET_MS ? 'OK' : 'OVER BUDGET'
      } (budget ${BUDGET_MS} ms)`,
    );
  }
  await bench.started.close();
  if (over) console.log(`  ${over} report(s) over budget`);
}

if (require.main === module)
  benchReports().catch((err) => {
    console.error(err);
    process.exit(1);
  });

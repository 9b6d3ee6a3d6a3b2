/**
 * Request budgets, on one pool of 20,000 requests and 400,000 dayparts in PGlite
 * (`requests-data.ts`), through real HTTP:
 * - the request list: 200 calls of 25 rows with two filters (a status and a school), sorted by the
 *   first open daypart; the median is held against 50 ms;
 * - creating a request of 40 dayparts (one call with its dates, as the create stepper saves): 100
 *   calls; the median is held against 100 ms.
 * The machine's load average is printed beside them: the figures are wall time.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays } from '@app/contracts';
import { testToken } from '@app/service-kit/testing';
import { PLANNER_RIGHTS } from '../services/staffing/src/testing/staffing-env';
import { DAYPARTS_PER_REQUEST, percentile, REQUESTS, startRequestBenchPool, type RequestBenchPool } from './requests-data';
import type { TestServer } from '@app/service-kit/testing';

const LIST_CALLS = 200;
const CREATE_CALLS = 100;
const WARM_UP = 10;
const LIST_BUDGET_MS = 50;
const CREATE_BUDGET_MS = 100;
const CREATE_DAYPARTS = 40;

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};
const verdict = (median: number, budget: number) => (median <= budget ? 'OK' : 'OVER BUDGET');

async function measureList(pool: RequestBenchPool, server: TestServer, token: string) {
  const query = (i: number) =>
    `/api/request?page=${(i % 8) + 1}&itemsPerPage=25&filters[status][]=${i % 2 ? 'high' : 'completed'}` +
    `&filters[branch][]=${pool.schools[i % pool.schools.length]}&sortBy[column]=first_open_date&sortBy[order]=asc`;
  for (let i = 0; i < WARM_UP; i++) await server.call('GET', query(i), { token });
  const times: number[] = [];
  for (let i = 0; i < LIST_CALLS; i++) {
    const started = performance.now();
    const res = await server.call('GET', query(i), { token });
    times.push(performance.now() - started);
    if (res.status !== 200 || res.body.data.length !== 25) throw new Error(`unexpected list answer ${res.status}`);
  }
  return figures(times);
}

/** 40 dayparts the demo's week schedule holds: Monday to Friday from 31 May 2027, Wednesday mornings only. */
function fortyDayparts(): Record<string, number[]> {
  const dates: Record<string, number[]> = {};
  let count = 0;
  for (let d = '2027-05-31'; count < CREATE_DAYPARTS; d = addDays(d, 1)) {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (day === 0 || day === 6) continue;
    const parts = day === 3 ? [1] : [1, 2];
    dates[d] = parts.slice(0, CREATE_DAYPARTS - count);
    count += dates[d]!.length;
  }
  return dates;
}

async function measureCreate(pool: RequestBenchPool, server: TestServer, token: string) {
  const dates = fortyDayparts();
  const body = (i: number) => ({
    branch: pool.schools[i % pool.schools.length],
    schedule: pool.schedule,
    reason_for_absence: pool.reasons[0],
    absentee_person: pool.teachers[i % pool.teachers.length],
    template_alias: 'create',
    dates,
  });
  for (let i = 0; i < WARM_UP; i++) await server.call('POST', '/api/request', { token, body: body(i) });
  const times: number[] = [];
  for (let i = 0; i < CREATE_CALLS; i++) {
    const started = performance.now();
    const res = await server.call('POST', '/api/request', { token, body: body(i) });
    times.push(performance.now() - started);
    if (res.status !== 201 || res.body.data.dayparts_count !== CREATE_DAYPARTS) throw new Error(`unexpected create answer ${res.status}`);
  }
  return figures(times);
}

export async function benchRequests() {
  const loading = performance.now();
  const pool = await startRequestBenchPool();
  const loaded = (performance.now() - loading) / 1000;
  const server = await pool.started.serve('staffing');
  try {
    const token = await testToken(
      pool.started.deps,
      { pool_id: pool.poolId, allow: [...PLANNER_RIGHTS], view_entire_pool: true },
      24 * 3600,
    );
    const list = await measureList(pool, server, token);
    const create = await measureCreate(pool, server, token);
    const kind = pool.started.deps.db.kind;
    console.log(
      `requests: ${REQUESTS} requests and ${REQUESTS * DAYPARTS_PER_REQUEST} dayparts in ${kind} (loaded in ${loaded.toFixed(0)} s), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`  request list, ${LIST_CALLS} calls (25 rows, 2 filters: status and school, sorted by first open daypart)`);
    console.log(
      `    median ${list.medianMs.toFixed(1)} ms (budget ${LIST_BUDGET_MS} ms at the median) ${verdict(list.medianMs, LIST_BUDGET_MS)}, p95 ${list.p95Ms.toFixed(1)} ms`,
    );
    console.log(`  create a request of ${CREATE_DAYPARTS} dayparts, ${CREATE_CALLS} calls`);
    console.log(
      `    median ${create.medianMs.toFixed(1)} ms (budget ${CREATE_BUDGET_MS} ms at the median) ${verdict(create.medianMs, CREATE_BUDGET_MS)}, p95 ${create.p95Ms.toFixed(1)} ms`,
    );
    return { list, create };
  } finally {
    await pool.started.close();
  }
}

if (require.main === module) void benchRequests();

import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { GuardedEndpoint, IsolationCall, IsolationRoute, TestDeps } from '@app/service-kit/testing';
import { HOURLY_RATE_RIGHTS } from '../domain/hourly-rates/hourly-rate-rules';
import { TRAVEL_RIGHTS } from '../domain/travel/travel-rules';

/** The permission matrix's rows of the travel and hourly rate routes: a missing person or branch answers 404. */
export function travelMatrixRows(missing: number): GuardedEndpoint[] {
  const entry = { km_min: 0, km_max: 10, amount: 1, start_date: '2023-01-01' };
  const rate = { amount: 40, start_date: '2026-01-01' };
  return [
    { method: 'GET', path: `/api/person/${missing}/travel-distances`, anyOf: TRAVEL_RIGHTS.view, allowed: 404 },
    { method: 'PUT', path: `/api/person/${missing}/travel-distances/1`, anyOf: TRAVEL_RIGHTS.edit, allowed: 404, body: { km: 5 } },
    { method: 'DELETE', path: `/api/person/${missing}/travel-distances/1`, anyOf: TRAVEL_RIGHTS.edit, allowed: 404 },
    { method: 'GET', path: `/api/branch/${missing}/travel-expenses`, anyOf: TRAVEL_RIGHTS.view, allowed: 404 },
    { method: 'POST', path: `/api/branch/${missing}/travel-expenses`, anyOf: TRAVEL_RIGHTS.edit, allowed: 404, body: entry },
    { method: 'PUT', path: `/api/branch/${missing}/travel-expenses/1`, anyOf: TRAVEL_RIGHTS.edit, allowed: 404, body: entry },
    { method: 'DELETE', path: `/api/branch/${missing}/travel-expenses/1`, anyOf: TRAVEL_RIGHTS.edit, allowed: 404 },
    { method: 'GET', path: `/api/person/${missing}/hourly-rates`, anyOf: HOURLY_RATE_RIGHTS.view, allowed: 404 },
    { method: 'POST', path: `/api/person/${missing}/hourly-rates`, anyOf: HOURLY_RATE_RIGHTS.edit, allowed: 404, body: rate },
    { method: 'PUT', path: `/api/person/${missing}/hourly-rates/1`, anyOf: HOURLY_RATE_RIGHTS.edit, allowed: 404, body: rate },
    { method: 'DELETE', path: `/api/person/${missing}/hourly-rates/1`, anyOf: HOURLY_RATE_RIGHTS.edit, allowed: 404 },
  ];
}

/** A travel expense row of pool B's first branch and an hourly rate of its first person, for the isolation suite. */
export async function travelIdsOf(deps: TestDeps, poolId: number, person: number, branch: number) {
  const [entry] = await rowsOf<{ id: number }>(
    deps.db.db,
    sql`insert into masterdata.travel_expense_entries (pool_id, branch_id, km_min, km_max, amount, start_date)
      values (${poolId}, ${branch}, 0, 50, 80, '2023-01-01') returning id`,
  );
  const [rate] = await rowsOf<{ id: number }>(
    deps.db.db,
    sql`insert into masterdata.hourly_rates (pool_id, person_id, amount, start_date) values (${poolId}, ${person}, 45, '2026-01-01') returning id`,
  );
  return { 'travel-expense': entry!.id, 'hourly-rate': rate!.id };
}

/**
 * The tenant-isolation suite's calls of the travel and hourly rate routes: pool B's records, and
 * pool B's branch on pool A's own person.
 */
export function travelIsolationRoutes(): Record<string, IsolationRoute> {
  const get = (path: string): IsolationCall[] => [{ method: 'GET', path }];
  const entry = { km_min: 0, km_max: 10, amount: 1, start_date: '2023-01-01' };
  const rate = (branch?: number) => ({ amount: 40, start_date: '2030-01-01', branch_id: branch });
  return {
    'GET /api/person/:id/travel-distances': (b) => get(`/api/person/${b.person}/travel-distances`),
    'PUT /api/person/:id/travel-distances/:branchId': (b) => [
      { method: 'PUT', path: `/api/person/${b.person}/travel-distances/${b.branch}`, body: { km: 5 } },
      { method: 'PUT', path: `/api/person/${b.ownPerson}/travel-distances/${b.branch}`, body: { km: 5 } },
    ],
    'DELETE /api/person/:id/travel-distances/:branchId': (b) => [
      { method: 'DELETE', path: `/api/person/${b.person}/travel-distances/${b.branch}` },
    ],
    'GET /api/branch/:id/travel-expenses': (b) => get(`/api/branch/${b.branch}/travel-expenses`),
    'POST /api/branch/:id/travel-expenses': (b) => [{ method: 'POST', path: `/api/branch/${b.branch}/travel-expenses`, body: entry }],
    'PUT /api/branch/:id/travel-expenses/:entryId': (b) => [
      { method: 'PUT', path: `/api/branch/${b.branch}/travel-expenses/${b['travel-expense']}`, body: entry },
    ],
    'DELETE /api/branch/:id/travel-expenses/:entryId': (b) => [
      { method: 'DELETE', path: `/api/branch/${b.branch}/travel-expenses/${b['travel-expense']}` },
    ],
    'GET /api/person/:id/hourly-rates': (b) => get(`/api/person/${b.person}/hourly-rates`),
    'POST /api/person/:id/hourly-rates': (b) => [
      { method: 'POST', path: `/api/person/${b.person}/hourly-rates`, body: rate() },
      { method: 'POST', path: `/api/person/${b.ownPerson}/hourly-rates`, body: rate(b.branch) },
    ],
    'PUT /api/person/:id/hourly-rates/:rateId': (b) => [
      { method: 'PUT', path: `/api/person/${b.person}/hourly-rates/${b['hourly-rate']}`, body: rate() },
      { method: 'PUT', path: `/api/person/${b.ownPerson}/hourly-rates/${b['hourly-rate']}`, body: rate() },
    ],
    'DELETE /api/person/:id/hourly-rates/:rateId': (b) => [
      { method: 'DELETE', path: `/api/person/${b.person}/hourly-rates/${b['hourly-rate']}` },
      { method: 'DELETE', path: `/api/person/${b.ownPerson}/hourly-rates/${b['hourly-rate']}` },
    ],
  };
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { GuardedEndpoint, IsolationCall, IsolationRoute, TestDeps } from '@app/service-kit/testing';
import { BLOCKADE_RIGHTS } from '../domain/blockades/blockade-input';
import { CONDUCT_RIGHTS } from '../domain/conducts/conduct-input';

/** The permission matrix's rows of the blockade and certificate of conduct routes: a missing record answers 404, an empty body 422. */
export function blockadeMatrixRows(missing: number): GuardedEndpoint[] {
  const { view, edit, delete: remove } = BLOCKADE_RIGHTS;
  return [
    { method: 'GET', path: `/api/person/${missing}/blockades`, anyOf: view, allowed: 404 },
    { method: 'GET', path: '/api/branch/blockades', anyOf: view, allowed: 200 },
    { method: 'GET', path: `/api/branch/${missing}/blockades`, anyOf: view, allowed: 404 },
    { method: 'GET', path: `/api/blockade/person/${missing}`, anyOf: edit, allowed: 404 },
    { method: 'GET', path: `/api/blockade/${missing}`, anyOf: view, allowed: 404 },
    { method: 'POST', path: '/api/blockade', anyOf: edit, allowed: 422, body: {} },
    { method: 'PUT', path: '/api/blockade/mass-edit', anyOf: edit, allowed: 422, body: {} },
    { method: 'POST', path: '/api/blockade/mass-delete', anyOf: remove, allowed: 422, body: {} },
    { method: 'PUT', path: `/api/blockade/${missing}`, anyOf: edit, allowed: 404, body: {} },
    { method: 'DELETE', path: `/api/blockade/${missing}`, anyOf: remove, allowed: 404 },
    { method: 'GET', path: `/api/person/${missing}/conducts`, anyOf: CONDUCT_RIGHTS.view, allowed: 404 },
    { method: 'POST', path: `/api/person/${missing}/conducts`, anyOf: CONDUCT_RIGHTS.edit, allowed: 404, body: {} },
    { method: 'PUT', path: `/api/conduct/${missing}`, anyOf: CONDUCT_RIGHTS.edit, allowed: 404, body: {} },
    { method: 'DELETE', path: `/api/conduct/${missing}`, anyOf: CONDUCT_RIGHTS.edit, allowed: 404 },
  ];
}

/** A blockade of pool B's first person at its first branch, and pool B's first certificate of conduct, for the isolation suite. */
export async function blockadeIdsOf(deps: TestDeps, poolId: number, person: number, branch: number) {
  const [blockade] = await rowsOf<{ id: number }>(
    deps.db.db,
    sql`insert into masterdata.blockades (pool_id, person_id, pool, start_date) values (${poolId}, ${person}, true, '2026-09-01') returning id`,
  );
  await deps.db.db.execute(
    sql`insert into masterdata.blockade_branches (pool_id, blockade_id, branch_id) values (${poolId}, ${blockade!.id}, ${branch})`,
  );
  const [conduct] = await rowsOf<{ id: number }>(deps.db.db, sql`select min(id) as id from masterdata.conducts where pool_id = ${poolId}`);
  return { blockade: blockade!.id, conduct: conduct!.id };
}

/** The tenant-isolation suite's calls of the blockade and conduct routes: pool B's records, and pool B's branch on pool A's own person. */
export function blockadeIsolationRoutes(): Record<string, IsolationRoute> {
  const get = (path: string): IsolationCall[] => [{ method: 'GET', path }];
  const newBlockade = (person: number, branch: number) => ({ person_id: person, pool: true, branches: [branch], start_date: '2027-01-01' });
  return {
    'GET /api/person/:id/blockades': (b) => get(`/api/person/${b.person}/blockades`),
    'GET /api/branch/blockades': (b) => [...get(`/api/branch/blockades?person=${b.person}`), ...get('/api/branch/blockades')],
    'GET /api/branch/:id/blockades': (b) => get(`/api/branch/${b.branch}/blockades`),
    'GET /api/blockade/person/:personId': (b) => [
      ...get(`/api/blockade/person/${b.person}?branches=${b.branch}`),
      ...get(`/api/blockade/person/${b.ownPerson}?branches=${b.branch}`),
    ],
    'GET /api/blockade/:id': (b) => get(`/api/blockade/${b.blockade}`),
    'POST /api/blockade': (b) => [
      { method: 'POST', path: '/api/blockade', body: newBlockade(b.person!, b.branch!) },
      { method: 'POST', path: '/api/blockade', body: newBlockade(b.ownPerson!, b.branch!) },
    ],
    'PUT /api/blockade/mass-edit': (b) => [{ method: 'PUT', path: '/api/blockade/mass-edit', body: { ids: [b.blockade], remark: 'x' } }],
    'POST /api/blockade/mass-delete': (b) => [{ method: 'POST', path: '/api/blockade/mass-delete', body: { ids: [b.blockade] } }],
    'PUT /api/blockade/:id': (b) => [{ method: 'PUT', path: `/api/blockade/${b.blockade}`, body: { remark: 'x' } }],
    'DELETE /api/blockade/:id': (b) => [{ method: 'DELETE', path: `/api/blockade/${b.blockade}` }],
    'GET /api/person/:id/conducts': (b) => get(`/api/person/${b.person}/conducts`),
    'POST /api/person/:id/conducts': (b) => [
      { method: 'POST', path: `/api/person/${b.person}/conducts`, body: { issue_date: '2027-01-01' } },
    ],
    'PUT /api/conduct/:id': (b) => [{ method: 'PUT', path: `/api/conduct/${b.conduct}`, body: { marked_valid: true } }],
    'DELETE /api/conduct/:id': (b) => [{ method: 'DELETE', path: `/api/conduct/${b.conduct}` }],
  };
}

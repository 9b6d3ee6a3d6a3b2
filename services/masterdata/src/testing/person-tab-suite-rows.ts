import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { GuardedEndpoint, IsolationCall, IsolationRoute, TestDeps } from '@app/service-kit/testing';
import { savingGoalTab, scoreTab, workPlanTab } from '../routes/person-row-tabs';
import { PERSON_VIEW_RIGHTS } from '../domain/imports/person-supplier-tab';
import { CUSTOM_FIELD_RIGHTS, PersonTabPermission } from '@app/contracts';

const goal = { type: 'study', hours: 40, start_date: '2026-01-01' };
const score = { score: 4, date: '2026-01-01' };
const plan = (branch: number, period: number) => ({ branch_id: branch, period_id: period, hours: 10 });

/** The permission matrix's rows of the person row tabs: a missing person answers 404. */
export function personTabMatrixRows(missing: number): GuardedEndpoint[] {
  return (
    [
      [savingGoalTab, goal],
      [workPlanTab, plan(1, 1)],
      [scoreTab, score],
    ] as const
  )
    .flatMap(([tab, body]): GuardedEndpoint[] => [
      { method: 'GET', path: `/api/person/${missing}/${tab.path}`, anyOf: [...tab.rights.view], allowed: 404 },
      { method: 'POST', path: `/api/person/${missing}/${tab.path}`, anyOf: [...tab.rights.edit], allowed: 404, body },
      { method: 'PUT', path: `/api/person/${missing}/${tab.path}/1`, anyOf: [...tab.rights.edit], allowed: 404, body },
      { method: 'DELETE', path: `/api/person/${missing}/${tab.path}/1`, anyOf: [...tab.rights.edit], allowed: 404 },
    ])
    .concat([
      { method: 'GET', path: `/api/person/${missing}/data-supplier`, anyOf: [...PERSON_VIEW_RIGHTS], allowed: 404 },
      { method: 'GET', path: `/api/person/${missing}/couplings`, anyOf: [...PERSON_VIEW_RIGHTS], allowed: 404 },
      { method: 'GET', path: `/api/person/${missing}/report`, anyOf: [PersonTabPermission.PERSON_PDF], allowed: 404 },
      { method: 'GET', path: `/api/report/person/${missing}`, anyOf: [PersonTabPermission.PERSON_PDF], allowed: 404 },
      ...(['person', 'branch'] as const).flatMap((location): GuardedEndpoint[] => [
        { method: 'GET', path: `/api/${location}/${missing}/additional-fields`, anyOf: [...CUSTOM_FIELD_RIGHTS.view], allowed: 404 },
        {
          method: 'PUT',
          path: `/api/${location}/${missing}/additional-fields`,
          anyOf: [...CUSTOM_FIELD_RIGHTS.edit],
          allowed: 404,
          body: { values: {} },
        },
      ]),
    ]);
}

/** A saving goal, a work plan and a score of pool B's first person, and pool B's first period, for the isolation suite. */
export async function personTabIdsOf(deps: TestDeps, poolId: number, person: number, branch: number) {
  const one = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(deps.db.db, query))[0]!.id;
  const period = await one(
    sql`insert into masterdata.periods (pool_id, name, start_date, end_date) values (${poolId}, 'Isolation', '2030-08-01', '2031-07-31') returning id`,
  );
  return {
    period,
    'saving-goal': await one(
      sql`insert into masterdata.saving_goals (pool_id, person_id, type, hours, start_date) values (${poolId}, ${person}, 'study', 8, '2026-01-01') returning id`,
    ),
    'work-plan': await one(
      sql`insert into masterdata.work_plans (pool_id, person_id, branch_id, period_id, hours) values (${poolId}, ${person}, ${branch}, ${period}, 12) returning id`,
    ),
    score: await one(
      sql`insert into masterdata.scores (pool_id, person_id, score, date, rater) values (${poolId}, ${person}, 3, '2026-01-01', 'isolation') returning id`,
    ),
  };
}

/**
 * The tenant-isolation suite's calls of the person row tabs: pool B's person and rows, and pool
 * B's rows, branch and period through pool A's own person.
 */
export function personTabIsolationRoutes(): Record<string, IsolationRoute> {
  const routes: Record<string, IsolationRoute> = {};
  const tabs = [
    [savingGoalTab, 'saving-goal', () => goal],
    [workPlanTab, 'work-plan', (b: Record<string, number>) => plan(b.branch!, b.period!)],
    [scoreTab, 'score', () => score],
  ] as const;
  for (const [tab, key, body] of tabs) {
    const base = `/api/person/:id/${tab.path}`;
    const on = (person: number | undefined, row?: number) => `/api/person/${person}/${tab.path}${row === undefined ? '' : `/${row}`}`;
    routes[`GET ${base}`] = (b): IsolationCall[] => [{ method: 'GET', path: on(b.person) }];
    routes[`POST ${base}`] = (b) => [
      { method: 'POST', path: on(b.person), body: body(b) },
      { method: 'POST', path: on(b.ownPerson), body: body(b) },
    ];
    routes[`PUT ${base}/:rowId`] = (b) => [
      { method: 'PUT', path: on(b.person, b[key]), body: body(b) },
      { method: 'PUT', path: on(b.ownPerson, b[key]), body: body(b) },
    ];
    routes[`DELETE ${base}/:rowId`] = (b) => [
      { method: 'DELETE', path: on(b.person, b[key]) },
      { method: 'DELETE', path: on(b.ownPerson, b[key]) },
    ];
  }
  routes['GET /api/person/:id/data-supplier'] = (b) => [{ method: 'GET', path: `/api/person/${b.person}/data-supplier` }];
  routes['GET /api/person/:id/couplings'] = (b) => [{ method: 'GET', path: `/api/person/${b.person}/couplings` }];
  routes['GET /api/person/:id/report'] = (b) => [{ method: 'GET', path: `/api/person/${b.person}/report` }];
  routes['GET /api/report/person/:id'] = (b) => [{ method: 'GET', path: `/api/report/person/${b.person}` }];
  // a supplier's token names its pool and the rows match only that supplier's records: imports.test.ts
  routes['POST /api/import/persons'] = { noPoolData: "a data supplier's call: its token names the pool (imports.test.ts)" };
  routes['POST /api/import/contracts'] = { noPoolData: "a data supplier's call: its token names the pool (imports.test.ts)" };
  for (const [location, key] of [
    ['person', 'person'],
    ['branch', 'branch'],
  ] as const) {
    routes[`GET /api/${location}/:id/additional-fields`] = (b) => [{ method: 'GET', path: `/api/${location}/${b[key]}/additional-fields` }];
    routes[`PUT /api/${location}/:id/additional-fields`] = (b) => [
      { method: 'PUT', path: `/api/${location}/${b[key]}/additional-fields`, body: { values: {} } },
    ];
  }
  return routes;
}

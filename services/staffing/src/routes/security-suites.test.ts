import { sql } from 'drizzle-orm';
import {
  AvailabilityRights as A,
  CUSTOM_FIELD_RIGHTS,
  DashboardRights,
  DEFAULT_ROLES,
  EmbedTokenRights,
  InboxRights,
  ProposalRights,
  MatchingRights,
  OfferRights as O,
  PERMISSION_CATALOGUE,
  Permission as P,
  RequestRights as R,
  WorkStateRights as W,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import {
  describeBadInput,
  describePermissionMatrix,
  describeTenantIsolation,
  leastPrivilegeFindings,
  poolFingerprint,
  rowCounts,
  testToken,
  type GuardedEndpoint,
  type IsolationCall,
  type IsolationRoute,
} from '@app/service-kit/testing';
import { staffingApi } from '../app';
import { createApp } from '../app';
import { embedTokens, offers } from '../db/schema';
import { materialiseLines } from '../store/work-state-materialise';
import { startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { PERSON_LOG_RIGHTS } from './person-logs';

/**
 * Staffing's guards, tenant isolation, bad input and database roles, on one database with the demo data: pool A is noord, pool B is demo.
 */
let env: StaffingEnv;
let demo: DemoIds;
let adminA: string;
let adminB: string;
/** a request and a group of each pool, by number and id */
const own = { request: 0, group: 0, period: 0 };
const idsB: Record<string, number> = {};
let markersB: string[] = [];

beforeAll(async () => {
  env = await startStaffing();
  demo = await env.ids(env.pools.demo);
  const every = { allow: [...PERMISSION_CATALOGUE], roles: ['ROLE_ADMINISTRATOR'], view_entire_pool: true };
  adminA = await testToken(env.deps, { ...every, pool_id: env.pools.noord, username: 'noord-admin' });
  adminB = await testToken(env.deps, { ...every, pool_id: env.pools.demo, username: 'demo-admin' });
  const numbers = (pool: number) =>
    rowsOf<{ number: number }>(env.deps.db.db, sql`select number from staffing.requests where pool_id = ${pool} order by number`);
  const noordNumbers = (await numbers(env.pools.noord)).map((r) => r.number);
  own.request = noordNumbers[0]!;
  // a request number that pool A does not have: pool B's request, not a request of A's with the same number
  idsB.request = (await numbers(env.pools.demo)).map((r) => r.number).find((n) => !noordNumbers.includes(n))!;
  const groups = await rowsOf<{ id: number; pool_id: number }>(
    env.deps.db.db,
    sql`select id, pool_id from staffing.request_groups order by id`,
  );
  idsB.group = groups.find((g) => g.pool_id === env.pools.demo)!.id;
  own.group = groups.find((g) => g.pool_id === env.pools.noord)?.id ?? 0;
  own.period = (
    await rowsOf<{ id: number }>(
      env.deps.db.db,
      sql`select id from masterdata.periods where pool_id = ${env.pools.noord} order by id limit 1`,
    )
  )[0]!.id;
  Object.assign(idsB, {
    branch: demo.kompas,
    schedule: demo.schedule,
    reason: demo.reason.ZK!,
    daypartReason: demo.daypartReason.close!,
    person: demo.teachers[0]!,
    substitute: demo.person('invaller@demo.invalpool.nl'),
    label: (
      await rowsOf<{ id: number }>(env.deps.db.db, sql`select id from masterdata.labels where pool_id = ${env.pools.demo} limit 1`)
    )[0]!.id,
    period: (
      await rowsOf<{ id: number }>(env.deps.db.db, sql`select id from masterdata.periods where pool_id = ${env.pools.demo} and current`)
    )[0]!.id,
  });
  // an invitation and a reservation of pool B (their tokens are nobody's: only the ids are tried)
  const [requestB] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from staffing.requests where pool_id = ${env.pools.demo} and number = ${idsB.request}`,
  );
  for (const kind of ['invitation', 'reservation'] as const) {
    const [made] = await env.deps.db.withSystem((tx) =>
      tx
        .insert(offers)
        .values({
          poolId: env.pools.demo,
          kind,
          requestId: requestB!.id,
          personId: idsB.substitute!,
          state: 'open',
          dayparts: [{ date: '2027-06-07', daypart: 1 }],
          tokenHash: `security-suite-${kind}`,
          expiresAt: new Date('2027-06-07T06:30:00Z'),
          createdAt: new Date('2026-11-18T09:00:00Z'),
          createdByUsername: 'demo-admin',
          createdByName: 'Demo Admin',
          updatedAt: new Date('2026-11-18T09:00:00Z'),
        })
        .returning({ id: offers.id }),
    );
    idsB[kind] = made!.id;
  }
  // an embed token of pool B (its clear token is nobody's: only the id is tried)
  const [embed] = await env.deps.db.withSystem((tx) =>
    tx
      .insert(embedTokens)
      .values({
        poolId: env.pools.demo,
        label: 'Intranet demo',
        tokenHash: 'security-suite-embed',
        origins: ['https://intranet.demo.nl'],
        createdAt: new Date('2026-11-18T09:00:00Z'),
        createdByUsername: 'demo-admin',
        createdByName: 'Demo Admin',
      })
      .returning({ id: embedTokens.id }),
  );
  idsB.embedToken = embed!.id;
  // a work-state line of pool B (its past planned dayparts get their lines)
  await env.deps.db.withPool(env.pools.demo, (tx) => materialiseLines(tx, env.pools.demo, '2026-11-18', new Date('2026-11-18T09:00:00Z')));
  const [line] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from staffing.work_state_lines where pool_id = ${env.pools.demo} order by id limit 1`,
  );
  idsB.workStateLine = line!.id;
  // what only demo's requests show: its branches' names
  markersB = ['De Regenboog', 'Het Kompas', 'De Vlinder', 'Stichting Demo Bestuur'];
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

describe('staffing: least privilege', () => {
  it('runs as a role that owns nothing, bypasses nothing and forces row-level security on every pool table', async () => {
    expect(await leastPrivilegeFindings(env.deps.db, 'staffing')).toEqual([]);
  });
});

/** No request or group has this number or id: a call the guard lets through is answered 404 by the route. */
const MISSING = 999999;
const req = (suffix = '') => `/api/request/${MISSING}${suffix}`;

const ENDPOINTS: GuardedEndpoint[] = [
  { method: 'GET', path: '/api/request', anyOf: R.view, allowed: 200 },
  { method: 'POST', path: '/api/request', anyOf: R.create, allowed: 422, body: {} },
  { method: 'GET', path: '/api/request/calendar-context', anyOf: [...R.create, ...R.view], allowed: 422 },
  { method: 'GET', path: req(), anyOf: R.view, allowed: 404 },
  { method: 'PUT', path: req(), anyOf: R.edit, allowed: 404, body: {} },
  { method: 'DELETE', path: req('/archive'), anyOf: R.edit, allowed: 404 },
  // the tab reads ask their tab right besides view; every default role holding one holds view too
  { method: 'GET', path: req('/dayparts'), anyOf: R.schedule, allowed: 404 },
  { method: 'POST', path: req('/dates'), anyOf: R.create, allowed: 422, body: {} },
  { method: 'GET', path: req('/timeline'), anyOf: R.timeline, allowed: 404 },
  { method: 'GET', path: req('/messages/1'), anyOf: R.timeline, allowed: 404 },
  { method: 'GET', path: req('/branch'), anyOf: R.branchInfo, allowed: 404 },
  { method: 'GET', path: req('/notes'), anyOf: R.notes, allowed: 404 },
  { method: 'POST', path: req('/notes'), anyOf: R.notes, allowed: 422, body: {} },
  { method: 'POST', path: req('/lock'), anyOf: R.lock, allowed: 404 },
  { method: 'DELETE', path: req('/lock'), anyOf: R.lock, allowed: 404 },
  { method: 'GET', path: req('/external-relations'), anyOf: R.view, allowed: 404 },
  // besides the request rights (every default role with the custom field right holds them too)
  { method: 'GET', path: req('/additional-fields'), anyOf: CUSTOM_FIELD_RIGHTS.view, allowed: 404 },
  { method: 'PUT', path: req('/additional-fields'), anyOf: CUSTOM_FIELD_RIGHTS.edit, allowed: 422, body: {} },
  { method: 'POST', path: req('/payroll-notification'), anyOf: R.create, allowed: 422, body: {} },
  { method: 'GET', path: req('/work-state'), anyOf: R.view, allowed: 404 },
  { method: 'GET', path: '/api/work-state', anyOf: W.view, allowed: 200 },
  { method: 'GET', path: '/api/work-state/settings', anyOf: W.view, allowed: 200 },
  { method: 'GET', path: `/api/work-state/${MISSING}`, anyOf: W.view, allowed: 404 },
  { method: 'PATCH', path: `/api/work-state/${MISSING}`, anyOf: W.edit, allowed: 404, body: { wtf: 0.1 } },
  { method: 'POST', path: '/api/work-state/actions', anyOf: W.edit, allowed: 422, body: {} },
  { method: 'GET', path: '/api/request-group', anyOf: R.view, allowed: 200 },
  { method: 'POST', path: '/api/request-group', anyOf: R.edit, allowed: 422, body: {} },
  { method: 'GET', path: `/api/request-group/${MISSING}`, anyOf: R.view, allowed: 404 },
  { method: 'PUT', path: `/api/request-group/${MISSING}`, anyOf: R.edit, allowed: 404, body: {} },
  { method: 'DELETE', path: `/api/request-group/${MISSING}/archive`, anyOf: R.edit, allowed: 404 },
  { method: 'POST', path: `/api/request-group/${MISSING}/requests`, anyOf: R.edit, allowed: 422, body: {} },
  { method: 'DELETE', path: `/api/request-group/${MISSING}/requests/1`, anyOf: R.edit, allowed: 404 },
  // a person of no pool: the guard's right, then 404 (a caller's own person is tested in availability.test.ts)
  { method: 'GET', path: `/api/person/${MISSING}/calendar-detail`, anyOf: [...A.viewOthers], allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/absentee-dates`, anyOf: [...A.viewOthers], allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/logs`, anyOf: [...PERSON_LOG_RIGHTS.tab], allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/marked-days?period_id=1`, anyOf: [...A.viewOthers], allowed: 404 },
  { method: 'POST', path: `/api/person/${MISSING}/marked-days`, anyOf: A.edit, allowed: 422, body: {} },
  { method: 'DELETE', path: `/api/person/${MISSING}/marked-days`, anyOf: A.edit, allowed: 422, body: {} },
  { method: 'PUT', path: `/api/person/${MISSING}/availability-defaults`, anyOf: A.edit, allowed: 422, body: {} },
  { method: 'GET', path: req('/matching'), anyOf: MatchingRights.match, allowed: 404 },
  { method: 'GET', path: `/api/request-group/${MISSING}/matching`, anyOf: MatchingRights.match, allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/matching`, anyOf: MatchingRights.match, allowed: 404 },
  ...(['invitation', 'reservation'] as const).flatMap((kind): GuardedEndpoint[] => [
    { method: 'POST', path: req(`/${kind}`), anyOf: O[kind].all, allowed: 422, body: {} },
    { method: 'PUT', path: `/api/${kind}/${MISSING}/cancel`, anyOf: O[kind].cancel, allowed: 404 },
    { method: 'GET', path: `/api/${kind}`, anyOf: O[kind].view, allowed: 200 },
    { method: 'GET', path: `/api/person/${MISSING}/${kind}`, anyOf: O[kind].view, allowed: 404 },
    { method: 'PUT', path: `/api/${kind}/approve`, anyOf: O[kind].reply, allowed: 422, body: {} },
    { method: 'PUT', path: `/api/${kind}/deny`, anyOf: O[kind].reply, allowed: 422, body: {} },
    { method: 'PUT', path: `/api/${kind}/${MISSING}/proposal`, anyOf: ProposalRights, allowed: 404, body: { approve: true } },
  ]),
  { method: 'GET', path: '/api/inbox', anyOf: InboxRights, allowed: 200 },
  { method: 'GET', path: '/api/inbox/count', anyOf: InboxRights, allowed: 200 },
  { method: 'GET', path: '/api/embed-token', anyOf: EmbedTokenRights, allowed: 200 },
  { method: 'POST', path: '/api/embed-token', anyOf: EmbedTokenRights, allowed: 422, body: {} },
  { method: 'DELETE', path: `/api/embed-token/${MISSING}`, anyOf: EmbedTokenRights, allowed: 404 },
  { method: 'GET', path: '/api/request/statuses', anyOf: DashboardRights.cards, allowed: 200 },
  { method: 'GET', path: '/api/request/planned', anyOf: DashboardRights.planning, allowed: 200 },
  { method: 'GET', path: '/api/request/upcoming-work', anyOf: DashboardRights.planning, allowed: 200 },
  { method: 'GET', path: '/api/request/fill-rate', anyOf: DashboardRights.fillRate, allowed: 200 },
  { method: 'GET', path: '/api/calendar', anyOf: [P.CALENDAR_VIEW], allowed: 422 },
  { method: 'GET', path: '/api/calendar/requests', anyOf: [P.CALENDAR_VIEW], allowed: 422 },
];

describePermissionMatrix(
  'staffing',
  DEFAULT_ROLES,
  ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'],
  ENDPOINTS,
  () => ({ deps: env.deps, server: env.server }),
);

const get = (path: string): IsolationCall[] => [{ method: 'GET', path }];
/** A request body naming pool B's records wherever a request names one. */
const refsToB = (b: Record<string, number>) => ({
  branch: b.branch,
  schedule: b.schedule,
  reason_for_absence: b.reason,
  absentee_person: b.person,
  preferred_person: b.substitute,
  request_group: b.group,
  dates: { '2027-06-07': [1] },
});

/** `dates[]` of the school year 2026-08-01 .. 2027-07-31, the most the panel's call takes. */
const SCHOOL_YEAR = Array.from({ length: 365 }, (_, i) => `dates[]=${new Date(Date.UTC(2026, 7, 1 + i)).toISOString().slice(0, 10)}`).join(
  '&',
);

const ROUTES: Record<string, IsolationRoute> = {
  'GET /api/staffing/health': { noPoolData: 'health' },
  'GET /api/request': (b) => [
    ...get('/api/request?itemsPerPage=-1'),
    ...get(
      `/api/request?itemsPerPage=-1&filters[branch][]=${b.branch}&filters[absentee_person][]=${b.person}&filters[request_group][]=${b.group}`,
    ),
    ...get(`/api/request?search[q]=${b.request}`),
    ...get('/api/request?csv-export=requests'),
  ],
  'POST /api/request': (b) => [{ method: 'POST', path: '/api/request', body: refsToB(b) }],
  'GET /api/request/calendar-context': (b) =>
    get(`/api/request/calendar-context?branch=${b.branch}&schedule=${b.schedule}&absentee_person=${b.person}`),
  'GET /api/request/:id': (b) => get(`/api/request/${b.request}`),
  'PUT /api/request/:id': (b) => [
    { method: 'PUT', path: `/api/request/${b.request}`, body: { general_remark: 'x' } },
    { method: 'PUT', path: `/api/request/${own.request}`, body: { absentee_person: b.person, request_group: b.group } },
  ],
  'DELETE /api/request/:id/archive': (b) => [{ method: 'DELETE', path: `/api/request/${b.request}/archive` }],
  'GET /api/request/:id/dayparts': (b) => get(`/api/request/${b.request}/dayparts`),
  'POST /api/request/:id/dates': (b) => [
    {
      method: 'POST',
      path: `/api/request/${b.request}/dates`,
      body: { action: 'close', dayparts: { '2026-11-18': [1] }, reason: b.daypartReason },
    },
    {
      method: 'POST',
      path: `/api/request/${own.request}/dates`,
      body: { action: 'close', dayparts: { '2026-11-18': [1] }, reason: b.daypartReason },
    },
    {
      method: 'POST',
      path: `/api/request/${own.request}/dates`,
      body: { action: 'plan', dayparts: { '2026-11-18': [1] }, person: b.substitute },
    },
  ],
  'GET /api/request/:id/timeline': (b) => get(`/api/request/${b.request}/timeline`),
  'GET /api/request/:id/messages/:entryId': (b) => get(`/api/request/${b.request}/messages/1`),
  'GET /api/request/:id/branch': (b) => get(`/api/request/${b.request}/branch`),
  'GET /api/request/:id/notes': (b) => get(`/api/request/${b.request}/notes`),
  'GET /api/request/:id/additional-fields': (b) => get(`/api/request/${b.request}/additional-fields`),
  'PUT /api/request/:id/additional-fields': (b) => [
    { method: 'PUT', path: `/api/request/${b.request}/additional-fields`, body: { values: {} } },
  ],
  'POST /api/request/:id/notes': (b) => [{ method: 'POST', path: `/api/request/${b.request}/notes`, body: { message: 'x' } }],
  'POST /api/request/:id/lock': (b) => [{ method: 'POST', path: `/api/request/${b.request}/lock` }],
  'DELETE /api/request/:id/lock': (b) => [{ method: 'DELETE', path: `/api/request/${b.request}/lock` }],
  'GET /api/request/:id/external-relations': (b) => get(`/api/request/${b.request}/external-relations`),
  'POST /api/request/:id/payroll-notification': (b) => [
    { method: 'POST', path: `/api/request/${b.request}/payroll-notification`, body: { dateFrom: '2026-11-18' } },
  ],
  'GET /api/request/:id/work-state': (b) => get(`/api/request/${b.request}/work-state`),
  'GET /api/work-state': (b) =>
    get(`/api/work-state?filters[period_from]=2020-01-01&filters[branch][]=${b.branch}&filters[person][]=${b.substitute}`),
  'GET /api/work-state/settings': () => get('/api/work-state/settings'),
  'GET /api/work-state/:id': (b) => get(`/api/work-state/${b.workStateLine}`),
  'PATCH /api/work-state/:id': (b) => [{ method: 'PATCH', path: `/api/work-state/${b.workStateLine}`, body: { wtf: 0.2 } }],
  'POST /api/work-state/actions': (b) => [
    { method: 'POST', path: '/api/work-state/actions', body: { action: 'approve', ids: [b.workStateLine] } },
    { method: 'POST', path: '/api/work-state/actions', body: { action: 'undo', ids: [b.workStateLine] } },
  ],
  'GET /api/request-group': () => get('/api/request-group?itemsPerPage=-1'),
  'POST /api/request-group': (b) => [
    {
      method: 'POST',
      path: '/api/request-group',
      body: { reference: 'B', period_start: '2027-01-01', period_end: '2027-02-01', requests: [{ request: b.request }] },
    },
  ],
  'GET /api/request-group/:id': (b) => get(`/api/request-group/${b.group}`),
  'PUT /api/request-group/:id': (b) => [
    { method: 'PUT', path: `/api/request-group/${b.group}`, body: { reference: 'B' } },
    ...(own.group ? [{ method: 'PUT', path: `/api/request-group/${own.group}`, body: { requests: [{ request: b.request }] } }] : []),
  ],
  'DELETE /api/request-group/:id/archive': (b) => [{ method: 'DELETE', path: `/api/request-group/${b.group}/archive` }],
  'POST /api/request-group/:id/requests': (b) => [
    { method: 'POST', path: `/api/request-group/${b.group}/requests`, body: { request: own.request } },
    ...(own.group ? [{ method: 'POST', path: `/api/request-group/${own.group}/requests`, body: { request: b.request } }] : []),
  ],
  'DELETE /api/request-group/:id/requests/:requestId': (b) => [
    { method: 'DELETE', path: `/api/request-group/${b.group}/requests/${b.request}` },
  ],
  'GET /api/person/:id/calendar-detail': (b) => get(`/api/person/${b.substitute}/calendar-detail?from=2026-11-16&to=2026-11-20`),
  'GET /api/person/:id/absentee-dates': (b) => get(`/api/person/${b.substitute}/absentee-dates?from=2026-11-16&to=2026-11-20`),
  'GET /api/person/:id/logs': (b) => get(`/api/person/${b.substitute}/logs`),
  'GET /api/person/:id/marked-days': (b) => get(`/api/person/${b.substitute}/marked-days?period_id=${b.period}`),
  'POST /api/person/:id/marked-days': (b) => [
    { method: 'POST', path: `/api/person/${b.substitute}/marked-days`, body: { action: 'absent', dayparts: { '2026-11-18': [1] } } },
  ],
  'DELETE /api/person/:id/marked-days': (b) => [
    { method: 'DELETE', path: `/api/person/${b.substitute}/marked-days`, body: { dayparts: { '2026-11-18': [1] } } },
  ],
  'GET /api/request/:id/matching': (b) => [
    ...get(`/api/request/${b.request}/matching?excluded=1`),
    // pool B's labels as a filter on pool A's own request: nothing of B may show
    ...get(`/api/request/${own.request}/matching?excluded=1&labels[]=${b.label}`),
  ],
  'GET /api/request-group/:id/matching': (b) => [
    ...get(`/api/request-group/${b.group}/matching?excluded=1`),
    ...(own.group ? get(`/api/request-group/${own.group}/matching?excluded=1&labels[]=${b.label}`) : []),
  ],
  // pool B's person, with pool B's label as a filter
  'GET /api/person/:id/matching': (b) => get(`/api/person/${b.substitute}/matching?excluded=1&labels[]=${b.label}`),
  'PUT /api/person/:id/availability-defaults': (b) => [
    {
      method: 'PUT',
      path: `/api/person/${b.substitute}/availability-defaults`,
      body: { defaults: [{ week_day: 1, daypart: 1, state: 'unavailable' }] },
    },
  ],
  // pool B's period; pool A's period with pool B's branch as a filter; a school year of days in the panel
  'GET /api/calendar': (b) => [
    ...get(`/api/calendar?period_id=${b.period}`),
    ...get(`/api/calendar?period_id=${own.period}&filters[branch][]=${b.branch}&filters[absentee_person][]=${b.person}`),
  ],
  'GET /api/calendar/requests': (b) => [
    ...get(`/api/calendar/requests?${SCHOOL_YEAR}`),
    ...get(`/api/calendar/requests?${SCHOOL_YEAR}&filters[branch][]=${b.branch}&filters[request_group][]=${b.group}`),
  ],
  // the week proposal: pool B's branch and its request and substitute in a lock and a sent cell
  'POST /api/planning/proposal': (b) => [
    { method: 'POST', path: '/api/planning/proposal', body: { from: '2027-03-08', to: '2027-03-12', branches: [b.branch] } },
    {
      method: 'POST',
      path: '/api/planning/proposal',
      body: {
        from: '2027-03-08',
        to: '2027-03-12',
        locked: [{ request: b.request, date: '2027-03-08', daypart: 1, person: b.substitute }],
      },
    },
  ],
  'POST /api/planning/proposal/:id/candidates': (b) => [
    {
      method: 'POST',
      path: '/api/planning/proposal/1/candidates',
      body: {
        request: b.request,
        date: '2027-03-08',
        daypart: 1,
        cells: [{ request: b.request, date: '2027-03-08', daypart: 1, person: b.substitute }],
      },
    },
  ],
  'POST /api/planning/proposal/:id/send': (b) => [
    {
      method: 'POST',
      path: '/api/planning/proposal/1/send',
      body: { kind: 'invitation', cells: [{ request: b.request, date: '2027-03-08', daypart: 1, person: b.substitute }] },
    },
  ],
  // open work: pool B's request claimed by pool A's caller; pool A's list shows nothing of B
  'GET /api/open-work': () => get('/api/open-work?itemsPerPage=-1'),
  'POST /api/open-work/claim': (b) => [
    { method: 'POST', path: '/api/open-work/claim', body: { request: b.request, dayparts: [{ date: '2027-06-07', daypart: 1 }] } },
  ],
  // the push alert is the caller's own, written in pool A only
  'GET /api/open-work/alert': () => get('/api/open-work/alert'),
  'PUT /api/open-work/alert': () => [{ method: 'PUT', path: '/api/open-work/alert', body: { on: true } }],
  'GET /api/inbox': () => get('/api/inbox'),
  'GET /api/inbox/count': () => get('/api/inbox/count'),
  'GET /api/embed-token': () => get('/api/embed-token'),
  'POST /api/embed-token': (b) => [
    { method: 'POST', path: '/api/embed-token', body: { label: 'B', branches: [b.branch], origins: ['https://b.nl'] } },
  ],
  'DELETE /api/embed-token/:id': (b) => [{ method: 'DELETE', path: `/api/embed-token/${b.embedToken}` }],
  // the public embed page: its token alone opens its one pool's overview
  'GET /api/embed/overview-open-dayparts/:token': { noPoolData: 'public token link' },
  'GET /api/request/statuses': () => get('/api/request/statuses'),
  'GET /api/request/planned': () => get('/api/request/planned'),
  'GET /api/request/upcoming-work': () => get('/api/request/upcoming-work'),
  'GET /api/request/fill-rate': () => get('/api/request/fill-rate?weeks=8'),
  ...Object.fromEntries(
    (['invitation', 'reservation'] as const).flatMap((kind) => [
      [
        `POST /api/request/:id/${kind}`,
        (b: Record<string, number>) => [
          { method: 'POST', path: `/api/request/${b.request}/${kind}`, body: { persons: [b.substitute], person: b.substitute } },
          { method: 'POST', path: `/api/request/${own.request}/${kind}`, body: { persons: [b.substitute], person: b.substitute } },
        ],
      ],
      [`PUT /api/${kind}/:id/cancel`, (b: Record<string, number>) => [{ method: 'PUT', path: `/api/${kind}/${b[kind]}/cancel` }]],
      [
        `GET /api/${kind}`,
        (b: Record<string, number>) =>
          get(
            `/api/${kind}?itemsPerPage=-1&filters[request][]=${b.request}&filters[person][]=${b.substitute}&filters[branch][]=${b.branch}`,
          ),
      ],
      [`GET /api/person/:id/${kind}`, (b: Record<string, number>) => get(`/api/person/${b.substitute}/${kind}?itemsPerPage=-1`)],
      [`PUT /api/${kind}/approve`, (b: Record<string, number>) => [{ method: 'PUT', path: `/api/${kind}/approve`, body: { id: b[kind] } }]],
      [
        `PUT /api/${kind}/deny`,
        (b: Record<string, number>) => [{ method: 'PUT', path: `/api/${kind}/deny`, body: { id: b[kind], remark: 'x' } }],
      ],
      // the public link: its token alone opens its one offer, whatever pool (if any) the caller is in
      [
        `PUT /api/${kind}/:id/proposal`,
        (b: Record<string, number>) => [{ method: 'PUT', path: `/api/${kind}/${b[kind]}/proposal`, body: { approve: true } }],
      ],
      [`GET /api/${kind}/token/:token`, { noPoolData: 'public token link' }],
      [`PUT /api/${kind}/token/:token/accept`, { noPoolData: 'public token link' }],
      [`PUT /api/${kind}/token/:token/deny`, { noPoolData: 'public token link' }],
      [`POST /api/${kind}/token/:token/device`, { noPoolData: 'public token link' }],
      [`DELETE /api/${kind}/token/:token/device`, { noPoolData: 'public token link' }],
    ]),
  ),
};

describeTenantIsolation('staffing', ROUTES, () => ({
  app: createApp(env.deps),
  server: env.server,
  tokenA: adminA,
  idsB,
  markersB,
  fingerprintB: () => poolFingerprint(env.deps.db, ['staffing'], env.pools.demo),
}));

describeBadInput(staffingApi, () => ({
  server: env.server,
  token: adminB,
  // records that exist in the caller's pool, so the body is what the route judges
  pathOf: (path) =>
    path
      .replace(
        ':id',
        String(
          path.startsWith('/request-group')
            ? idsB.group
            : path.startsWith('/person')
              ? idsB.substitute
              : path.startsWith('/work-state')
                ? idsB.workStateLine
                : idsB.request,
        ),
      )
      .replace(':requestId', String(idsB.request)),
  counts: () => rowCounts(env.deps.db, ['staffing']),
}));

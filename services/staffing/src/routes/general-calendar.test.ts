import { sql } from 'drizzle-orm';
import { Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/** The general calendar's calls (CAL-PAGE-01..05): the period's days counted by state, and the slide panel. */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let period: number;
let absentee: number;
let other: number;

beforeAll(async () => {
  env = await startStaffing();
  ids = await env.ids(env.pools.demo);
  token = await env.token(env.pools.demo, [...PLANNER_RIGHTS, P.CALENDAR_VIEW]);
  [{ id: period }] = (await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from masterdata.periods where pool_id = ${env.pools.demo} and current`,
  )) as [{ id: number }];
  absentee = ids.teachers[1]!;
  other = ids.teachers[2]!;
  const create = async (teacher: number, dates: Record<string, number[]>) => {
    const res = await env.server.call('POST', '/api/request', {
      token,
      body: { branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: teacher, dates },
    });
    expect([res.status, res.body.meta?.errors]).toEqual([201, undefined]);
    return res.body.data.id as number;
  };
  // Monday 14 and Tuesday 15 June 2027 (week 24), Monday 21 June (week 25)
  const first = await create(absentee, { '2027-06-14': [1, 2], '2027-06-15': [1], '2027-06-21': [1] });
  const second = await create(other, { '2027-06-14': [1], '2027-06-21': [1, 2] });
  const act = async (number: number, body: Record<string, unknown>) =>
    expect((await env.server.call('POST', `/api/request/${number}/dates`, { token, body })).status).toBe(200);
  await act(first, {
    action: 'plan',
    dayparts: { '2027-06-14': [1, 2], '2027-06-15': [1] },
    person: ids.person('lotte.visser@demo.invalpool.nl'),
  });
  await act(second, { action: 'plan', dayparts: { '2027-06-14': [1] }, person: ids.person('invaller@demo.invalpool.nl') });
  await act(second, { action: 'close', dayparts: { '2027-06-21': [2] }, reason: ids.daypartReason.close });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const mine = () => `filters[absentee_person][]=${absentee}&filters[absentee_person][]=${other}`;
/** The days of June 2027, where only this test's requests lie (the demo's requests of these teachers come earlier). */
const june = (days: Record<string, unknown>) => Object.fromEntries(Object.entries(days).filter(([date]) => date.startsWith('2027-06')));

describe('GET calendar', () => {
  it("counts the period's request dayparts per date and daypart by state, with the list's filters", async () => {
    const res = await env.server.call('GET', `/api/calendar?period_id=${period}&${mine()}`, { token });
    expect(res.status).toBe(200);
    expect(june(res.body.data)).toEqual({
      '2027-06-14': {
        dayparts: {
          1: { total: 2, open: 0, invited: 0, reserved: 0, planned: 2, closed: 0 },
          2: { total: 1, open: 0, invited: 0, reserved: 0, planned: 1, closed: 0 },
        },
      },
      '2027-06-15': { dayparts: { 1: { total: 1, open: 0, invited: 0, reserved: 0, planned: 1, closed: 0 } } },
      '2027-06-21': {
        dayparts: {
          1: { total: 2, open: 2, invited: 0, reserved: 0, planned: 0, closed: 0 },
          2: { total: 1, open: 0, invited: 0, reserved: 0, planned: 0, closed: 1 },
        },
      },
    });
  });

  it('shows a branch-bound profile the requests of its branches only', async () => {
    const elsewhere = await env.token(env.pools.demo, [P.CALENDAR_VIEW], { view_entire_pool: false, branch_id: ids.regenboog });
    const res = await env.server.call('GET', `/api/calendar?period_id=${period}&${mine()}`, { token: elsewhere });
    expect(res.status).toBe(200);
    expect(june(res.body.data)).toEqual({});
  });

  it('answers 422 without a period and 404 for a period of no pool of the caller', async () => {
    const missing = await env.server.call('GET', '/api/calendar', { token });
    expect(missing.status).toBe(422);
    expect(missing.body.meta.errors.period_id).toEqual(['The Period field is required.']);
    expect((await env.server.call('GET', '/api/calendar?period_id=999999', { token })).status).toBe(404);
  });
});

describe('GET calendar/requests', () => {
  it('lists the requests on the selected days grouped by week, with completed and total counts', async () => {
    const dates = ['2027-06-14', '2027-06-15', '2027-06-21'].map((d) => `dates[]=${d}`).join('&');
    const res = await env.server.call('GET', `/api/calendar/requests?${dates}&${mine()}`, { token });
    expect(res.status).toBe(200);
    const weeks = res.body.data as {
      week: number;
      monday: string;
      completed: number;
      total: number;
      requests: Record<string, unknown>[];
    }[];
    expect(
      weeks.map(({ requests, ...week }) => ({
        ...week,
        requests: requests.map((r) => [r.first_date, r.last_date, r.dayparts, r.completed_dayparts]),
      })),
    ).toEqual([
      {
        week: 24,
        monday: '2027-06-14',
        completed: 2,
        total: 2,
        requests: [
          ['2027-06-14', '2027-06-15', 3, 3],
          ['2027-06-14', '2027-06-14', 1, 1],
        ],
      },
      {
        week: 25,
        monday: '2027-06-21',
        completed: 0,
        total: 2,
        requests: [
          ['2027-06-21', '2027-06-21', 1, 0],
          ['2027-06-21', '2027-06-21', 2, 1],
        ],
      },
    ]);
    expect(weeks[0]!.requests[0]).toMatchObject({ branch_name: 'Het Kompas', absentee_name: expect.any(String), status: 'other' });
  });

  it('takes only the selected days: a day without requests gives an empty list', async () => {
    const res = await env.server.call('GET', `/api/calendar/requests?dates[]=2027-06-16&${mine()}`, { token });
    expect(res.body.data).toEqual([]);
  });

  it.each([
    ['', 'Select at least one day.'],
    ['dates[]=2027-13-01', 'The dates must be valid dates.'],
    ['dates[]=monday', 'The dates must be valid dates.'],
    [Array.from({ length: 367 }, () => 'dates[]=2027-06-14').join('&'), 'Select at most 366 days.'],
  ])('answers 422 for bad dates (%#)', async (query, message) => {
    const res = await env.server.call('GET', `/api/calendar/requests?${query}`, { token });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.meta.errors)).toContain(message);
  });
});

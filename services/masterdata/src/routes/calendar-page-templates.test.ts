import type { TestDeps, TestServer } from '@app/service-kit/testing';
import type { CalendarPageTemplate } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { branches } from '../db/schema';
import { NOT_ENOUGH, Permission as P, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let board: number;
let school: number;
let otherPoolSchool: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const otherTypes = await seedBranchTypes(deps, 2);
  await deps.db.withSystem(async (tx) => {
    const [b] = await tx.insert(branches).values({ poolId: 1, name: 'Bestuur', branchTypeId: types.board }).returning({ id: branches.id });
    board = b!.id;
    const [s] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'School', branchTypeId: types.school, parentId: board })
      .returning({ id: branches.id });
    school = s!.id;
    const [o] = await tx
      .insert(branches)
      .values({ poolId: 2, name: 'Elders', branchTypeId: otherTypes.school })
      .returning({ id: branches.id });
    otherPoolSchool = o!.id;
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const KEYS = [
  'header',
  'filter',
  'color_tip',
  'context',
  'elements',
  'url',
  'switcher',
  'list_view',
  'use_week_schedule',
  'week_schedule_url',
  'lock',
  'period',
];

describe('the calendar page templates (CAL-PAGE-03, API-83)', () => {
  it('CAL-PAGE-03: template-page/calendar-page-list answers every field, with the request list filter as its own', async () => {
    const token = await tokenWith(deps, 1, P.CALENDAR_VIEW, P.REQUEST_VIEW);
    const res = await server.call('GET', '/api/template-page/calendar-page-list', { token });
    expect(res.status).toBe(200);
    const t = res.body.data as CalendarPageTemplate;
    expect(Object.keys(t)).toEqual(expect.arrayContaining(KEYS));
    expect(t).toMatchObject({
      key: 'calendar-page-list',
      header: { title: 'page.calendar' },
      url: 'calendar',
      switcher: null,
      list_view: false,
      use_week_schedule: false,
      week_schedule_url: null,
      lock: false,
      elements: [],
      period: { url: 'period', filters: { 'filters[active]': 1 } },
    });
    expect(t.filter?.id).toBe('general-calendar');
    expect(t.color_tip.map((c) => c.class)).toEqual(['open', 'invited', 'reserved', 'planned', 'closed', 'completed', 'medium', 'high']);
    expect(t.color_tip[0]).toEqual({ class: 'open', label: 'year_calendar.states.open' });
    // without the request list's right the page has no filter bar
    const bare = await tokenWith(deps, 1, P.CALENDAR_VIEW);
    expect(
      ((await server.call('GET', '/api/template-page/calendar-page-list', { token: bare })).body.data as CalendarPageTemplate).filter,
    ).toBeNull();
  });

  it('CAL-PAGE-03: template-page/person-planning answers every field: marked days, week schedule, the list on a phone', async () => {
    const token = await tokenWith(deps, 1, P.PLANNING_VIEW);
    const desktop = (await server.call('GET', '/api/template-page/person-planning', { token })).body.data as CalendarPageTemplate;
    expect(Object.keys(desktop)).toEqual(expect.arrayContaining(KEYS));
    expect(desktop).toMatchObject({
      key: 'person-planning',
      header: { title: 'page.planning' },
      filter: null,
      url: 'person/{id}/marked-days',
      switcher: { tabs: ['calendar', 'list'], default: 'calendar' },
      list_view: true,
      use_week_schedule: true,
      week_schedule_url: 'person/{id}/availability-defaults',
      lock: false,
    });
    expect(desktop.color_tip.map((c) => c.class)).toContain('absent_but_available');
    const phone = (await server.call('GET', '/api/template-page/person-planning?isMobile=1', { token })).body.data as CalendarPageTemplate;
    expect(phone.switcher).toEqual({ tabs: ['calendar', 'list'], default: 'list' });
  });

  it('CAL-PAGE-03: each page template needs the right that opens its page', async () => {
    const planner = await tokenWith(deps, 1, P.PLANNING_VIEW);
    const calendar = await server.call('GET', '/api/template-page/calendar-page-list', { token: planner });
    expect(calendar.status).toBe(403);
    expect(calendar.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const viewer = await tokenWith(deps, 1, P.CALENDAR_VIEW);
    expect((await server.call('GET', '/api/template-page/person-planning', { token: viewer })).status).toBe(403);
  });
});

describe('the calendar context calls (CAL-PAGE-04, API-50, API-51)', () => {
  it('CAL-PAGE-04: the context names assigned_days_url, week_schedule_url, the absentee urls and the working-day checks', async () => {
    const token = await tokenWith(deps, 1, P.PLANNING_VIEW, P.CALENDAR_VIEW);
    const planning = (await server.call('GET', '/api/template-page/person-planning', { token })).body.data as CalendarPageTemplate;
    expect(planning.context).toEqual({
      assigned_days_url: 'person/{id}/calendar-detail',
      week_schedule_url: 'person/{id}/availability-defaults',
      absentee_dates_url: 'person/{id}/absentee-dates',
      absentee_setting_url: 'settings/check-the-same-person-absent',
      check_saturday_working_day_url: 'settings/check-saturday-working-day',
      check_sunday_working_day_url: 'settings/check-sunday-working-day',
    });
    const calendar = (await server.call('GET', '/api/template-page/calendar-page-list', { token })).body.data as CalendarPageTemplate;
    expect(calendar.context).toMatchObject({
      assigned_days_url: 'calendar',
      week_schedule_url: null,
      absentee_dates_url: 'person/{id}/absentee-dates',
      absentee_setting_url: 'settings/check-the-same-person-absent',
    });
  });

  it("CAL-PAGE-04: the absentee setting call answers the double-absence policy, 'warn' or 'prevent', of the pool or a branch", async () => {
    const token = await tokenWith(deps, 1, P.PLANNING_VIEW);
    const check = async (query = '') => {
      const res = await server.call('GET', `/api/settings/check-the-same-person-absent${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.data as unknown;
    };
    expect(await check()).toBe('warn');
    await deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value, updated_at) values (1, ${board}, 'check_the_same_person_absent', '"prevent"'::jsonb, now())`,
      ),
    );
    try {
      expect(await check(`?branch=${school}`)).toBe('prevent');
      expect(await check()).toBe('warn');
      expect((await server.call('GET', `/api/settings/check-the-same-person-absent?branch=${otherPoolSchool}`, { token })).status).toBe(
        404,
      );
      const none = await tokenWith(deps, 1, P.DASHBOARD_VIEW);
      expect((await server.call('GET', '/api/settings/check-the-same-person-absent', { token: none })).status).toBe(403);
    } finally {
      await deps.db.withSystem((tx) =>
        tx.execute(sql`delete from masterdata.branch_settings where pool_id = 1 and code = 'check_the_same_person_absent'`),
      );
    }
  });

  it("API-50: the working-day checks answer a boolean in data: the pool's setting, or a branch's own or inherited one", async () => {
    const token = await tokenWith(deps, 1, P.CALENDAR_VIEW);
    const check = async (day: string, query = '') => {
      const res = await server.call('GET', `/api/${`settings/check-${day}-working-day`}${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.data as unknown;
    };
    expect(await check('saturday')).toBe(false);
    expect(await check('sunday')).toBe(false);
    await deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into masterdata.pool_settings (pool_id, code, value, updated_at) values (1, 'saturday_working_day', 'true'::jsonb, now())`,
      ),
    );
    expect(await check('saturday')).toBe(true);
    expect(await check('saturday', `?branch=${school}`)).toBe(true);
    await deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value, updated_at) values (1, ${board}, 'sunday_working_day', 'true'::jsonb, now())`,
      ),
    );
    // the school inherits its board's Sunday; the pool's stays off
    expect(await check('sunday', `?branch=${school}`)).toBe(true);
    expect(await check('sunday')).toBe(false);
  });

  it("API-50: another pool's branch is not found, a bad branch is 422, and the check needs a calendar right", async () => {
    const token = await tokenWith(deps, 1, P.CALENDAR_VIEW);
    const other = await server.call('GET', `/api/settings/check-saturday-working-day?branch=${otherPoolSchool}`, { token });
    expect(other.status).toBe(404);
    const bad = await server.call('GET', '/api/settings/check-sunday-working-day?branch=abc', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors.branch).toEqual(['The selected Branch is invalid.']);
    const none = await tokenWith(deps, 1, P.DASHBOARD_VIEW);
    expect((await server.call('GET', '/api/settings/check-saturday-working-day', { token: none })).status).toBe(403);
  });
});

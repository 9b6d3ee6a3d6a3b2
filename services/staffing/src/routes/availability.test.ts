import { sql } from 'drizzle-orm';
import { AvailabilityMessages, ExtraPermission as E, Messages, Permission as P, RequestMessages } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { setBranchSetting, setPoolSetting } from '../testing/open-work-substitutes';
import { startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
/** the demo substitute, signed in as themselves */
let me: number;
let substitute: string;
let planner: string;

const SUBSTITUTE_RIGHTS = [E.AVAILABILITY_EDIT, P.PLANNING_VIEW];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  me = ids.person('invaller@demo.invalpool.nl');
  substitute = await env.token(pool, SUBSTITUTE_RIGHTS, { person_id: me, username: 'invaller', view_entire_pool: false });
  planner = await env.token(pool, [P.CALENDAR_EDIT, E.AVAILABILITY_EDIT]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

// Monday 2027-06-07 .. Sunday 2027-06-13: a June week after the demo requests
const MON = '2027-06-07';
const SAT = '2027-06-12';
const SUN = '2027-06-13';

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, token: string, body?: unknown) =>
  env.server.call(method, `/api/person/${path}`, { token, ...(body === undefined ? {} : { body }) });
const week = (person: number, token = substitute) => call('GET', `${person}/calendar-detail?from=${MON}&to=${SUN}`, token);
const stateOf = (
  res: { body: { data: { days: Record<string, { dayparts: { availability: string; source: string }[] }> } } },
  date: string,
) => res.body.data.days[date]!.dayparts.map((d) => `${d.availability}/${d.source}`);

describe('availability per daypart', () => {
  it('follows the working week without marks: weekdays available, the weekend not', async () => {
    const res = await week(me);
    expect(res.status).toBe(200);
    expect(res.body.data.person).toEqual({ id: me, full_name: expect.any(String) });
    expect(Object.keys(res.body.data.days)).toHaveLength(7);
    expect(stateOf(res, MON)).toEqual(['available/week', 'available/week']);
    expect(stateOf(res, SAT)).toEqual(['unavailable/week', 'unavailable/week']);
  });

  it('lets a substitute mark their own dayparts, and a later mark replaces an earlier one', async () => {
    const absent = await call('POST', `${me}/marked-days`, substitute, { action: 'absent', dayparts: { [MON]: [1, 2] } });
    expect(absent.status).toBe(200);
    expect(absent.body.data[MON].dayparts.map((d: { status: string }) => d.status)).toEqual(['absent', 'absent']);
    await call('POST', `${me}/marked-days`, substitute, { action: 'unavailable', dayparts: { [MON]: [2] } });
    await call('POST', `${me}/marked-days`, substitute, { action: 'available', dayparts: { [SAT]: [1] } });
    const res = await week(me);
    expect(stateOf(res, MON)).toEqual(['absent/marked', 'unavailable/marked']);
    expect(stateOf(res, SAT)).toEqual(['available/marked', 'unavailable/week']);
  });

  it('takes the default week where a daypart has no mark, and clearing a mark brings the default back', async () => {
    const put = await call('PUT', `${me}/availability-defaults`, substitute, {
      defaults: [
        { week_day: 1, daypart: 2, state: 'available' },
        { week_day: 2, daypart: 1, state: 'unavailable' },
        { week_day: 7, daypart: 1, state: 'available' },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ '1': { '2': 'available' }, '2': { '1': 'unavailable' }, '7': { '1': 'available' } });
    const cleared = await call('DELETE', `${me}/marked-days`, substitute, { dayparts: { [MON]: [2] } });
    expect(cleared.status).toBe(200);
    const res = await week(me);
    expect(stateOf(res, MON)).toEqual(['absent/marked', 'available/default']);
    expect(stateOf(res, '2027-06-08')).toEqual(['unavailable/default', 'available/week']);
    expect(stateOf(res, SUN)).toEqual(['available/default', 'unavailable/week']);
    // a null state removes the slot's default
    // the POST's clear action does what the DELETE does
    await call('POST', `${me}/marked-days`, substitute, { action: 'unavailable', dayparts: { [SUN]: [1] } });
    await call('POST', `${me}/marked-days`, substitute, { action: 'clear', dayparts: { [SUN]: [1] } });
    expect(stateOf(await week(me), SUN)[0]).toBe('available/default');
    const removed = await call('PUT', `${me}/availability-defaults`, substitute, { defaults: [{ week_day: 7, daypart: 1, state: null }] });
    expect(removed.body.data['7']).toBeUndefined();
  });

  it('lists a period keyed by date with the marked-day call', async () => {
    const res = await call('GET', `${me}/marked-days?period_id=${await currentPeriodId()}`, substitute);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)[0]).toBe(ids.period.start);
    expect(res.body.data[MON].dayparts[0]).toMatchObject({ daypart: 1, availability: 'absent', status: 'absent', planned: null });
  });

  it('shows where a person is planned as staffed, with the request', async () => {
    const [planned] = await rowsOf<{ person_id: number; date: string; daypart: number; number: number; branch: string }>(
      env.deps.db.db,
      sql`select d.person_id, to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, r.number, b.name as branch from staffing.request_dates d
        join staffing.requests r on r.id = d.request_id join masterdata.branches b on b.id = r.branch_id
        where d.pool_id = ${pool} and d.state = 'planned' order by d.id limit 1`,
    );
    const res = await call('GET', `${planned!.person_id}/calendar-detail?from=${planned!.date}&to=${planned!.date}`, planner);
    expect(res.status).toBe(200);
    expect(res.body.data.days[planned!.date].dayparts[planned!.daypart - 1]).toMatchObject({
      status: 'staffed',
      planned: { request: planned!.number, branch: planned!.branch },
    });
  });

  it("refuses a substitute another person's availability, and a planner without the availability right the change", async () => {
    const other = ids.teachers[0]!;
    const view = await week(other);
    expect(view.status).toBe(403);
    expect(view.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    const mark = await call('POST', `${other}/marked-days`, substitute, { action: 'absent', dayparts: { [MON]: [1] } });
    expect(mark.status).toBe(403);
    const viewer = await env.token(pool, [P.CALENDAR_EDIT]);
    expect((await week(other, viewer)).status).toBe(200);
    expect((await call('POST', `${other}/marked-days`, viewer, { action: 'absent', dayparts: { [MON]: [1] } })).status).toBe(403);
    const byPlanner = await call('POST', `${other}/marked-days`, planner, { action: 'absent', dayparts: { [MON]: [1] } });
    expect(byPlanner.status).toBe(200);
    expect(stateOf(await week(other, planner), MON)).toEqual(['absent/marked', 'available/week']);
  });

  it("keeps a branch-bound planner to the persons of the planner's branches, and to their own", async () => {
    const contracts = await rowsOf<{ person_id: number; branch_id: number }>(
      env.deps.db.db,
      sql`select person_id, branch_id from masterdata.contracts where pool_id = ${pool} and person_id = any(${`{${ids.teachers.join(',')}}`}::int[])`,
    );
    const at = (branch: number) => contracts.filter((c) => c.branch_id === branch).map((c) => c.person_id);
    const inside = at(ids.kompas).find((p) => !at(ids.regenboog).includes(p))!;
    const [outside, ownPerson] = at(ids.regenboog).filter((p) => !at(ids.kompas).includes(p));
    const kompas = await env.token(pool, [P.CALENDAR_EDIT, E.AVAILABILITY_EDIT], {
      view_entire_pool: false,
      branch_id: ids.kompas,
      person_id: ownPerson!,
    });
    expect((await week(inside, kompas)).status).toBe(200);
    const refused = await week(outside!, kompas);
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    const mark = await call('POST', `${outside}/marked-days`, kompas, { action: 'absent', dayparts: { [SUN]: [2] } });
    expect(mark.status).toBe(403);
    // their own person, although of another branch
    expect((await week(ownPerson!, kompas)).status).toBe(200);
    // the demo substitute's profile is at the board: a board planner plans them
    const board = await env.token(pool, [P.CALENDAR_EDIT], { view_entire_pool: false, branch_id: ids.board });
    expect((await week(me, board)).status).toBe(200);
  });

  it('MD-SET-07: a branch-bound planner reads a person planned at their branches until planned_person_visible_days after the planned day', async () => {
    const contracts = await rowsOf<{ person_id: number; branch_id: number }>(
      env.deps.db.db,
      sql`select person_id, branch_id from masterdata.contracts where pool_id = ${pool} and person_id = any(${`{${ids.teachers.join(',')}}`}::int[])`,
    );
    const at = (branch: number) => contracts.filter((c) => c.branch_id === branch).map((c) => c.person_id);
    const outside = at(ids.regenboog).find((p) => !at(ids.kompas).includes(p))!;
    const kompas = await env.token(pool, [P.CALENDAR_EDIT, E.AVAILABILITY_EDIT], { view_entire_pool: false, branch_id: ids.kompas });
    expect((await week(outside, kompas)).status).toBe(403);
    // planned at Het Kompas 20 days ago (the clock stands at 2026-11-18): within the default 30 days
    await env.deps.db.db
      .execute(sql`insert into staffing.daypart_day_totals (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
      values (${pool}, '2026-10-29', ${ids.kompas}, 'planned', ${outside}, 1, 0.1, 0, 4)`);
    const setting = (value: number | null) =>
      env.deps.db.db.execute(
        value === null
          ? sql`delete from masterdata.branch_settings where pool_id = ${pool} and branch_id = ${ids.kompas} and code = 'planned_person_visible_days'`
          : sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value) values (${pool}, ${ids.kompas}, 'planned_person_visible_days', ${String(value)}::jsonb)`,
      );
    try {
      expect((await week(outside, kompas)).status).toBe(200);
      // the school keeps them 10 days
      await setting(10);
      expect((await week(outside, kompas)).status).toBe(403);
    } finally {
      await setting(null);
      await env.deps.db.db.execute(
        sql`delete from staffing.daypart_day_totals where pool_id = ${pool} and person_id = ${outside} and date = '2026-10-29' and branch_id = ${ids.kompas}`,
      );
    }
  });

  it('CAL-PAGE-04: the absentee dates the calendar context names: the dates a person is reported absent on live requests, under the calendar gate', async () => {
    const [absent] = await rowsOf<{ person_id: number; first: string; last: string }>(
      env.deps.db.db,
      sql`select r.absentee_person_id as person_id, to_char(min(d.date), 'YYYY-MM-DD') as first, to_char(max(d.date), 'YYYY-MM-DD') as last
          from staffing.requests r join staffing.request_dates d on d.request_id = r.id
          where r.pool_id = ${pool} and r.absentee_person_id is not null and r.deleted_at is null and d.state <> 'removed'
          group by r.absentee_person_id order by count(*) desc limit 1`,
    );
    const expected = (
      await rowsOf<{ date: string }>(
        env.deps.db.db,
        sql`select distinct to_char(d.date, 'YYYY-MM-DD') as date from staffing.requests r join staffing.request_dates d on d.request_id = r.id
            where r.pool_id = ${pool} and r.absentee_person_id = ${absent!.person_id} and r.deleted_at is null and d.state <> 'removed' order by 1`,
      )
    ).map((r) => r.date);
    const url = `${absent!.person_id}/absentee-dates?from=${absent!.first}&to=${absent!.last}`;
    const res = await call('GET', url, planner);
    expect(res.status).toBe(200);
    expect(res.body.data.dates).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    // one day of the range only
    expect(
      (await call('GET', `${absent!.person_id}/absentee-dates?from=${absent!.first}&to=${absent!.first}`, planner)).body.data.dates,
    ).toEqual([absent!.first]);
    // someone else's dates need a planner's right; one's own do not; another pool's person is not found
    if (absent!.person_id !== me) expect((await call('GET', url, substitute)).status).toBe(403);
    expect((await call('GET', `${me}/absentee-dates`, substitute)).status).toBe(200);
    const noord = await env.token(env.pools.noord, [P.CALENDAR_EDIT]);
    expect((await call('GET', url, noord)).status).toBe(404);
  });

  it("CAL-DIS-04: with check_the_same_person_absent 'prevent' a person reported absent on a live request cannot be made available on those dayparts; 'warn' lets it", async () => {
    const teacher = ids.teachers[5]!;
    const TUE = '2027-06-08';
    const created = await env.server.call('POST', '/api/request', {
      token: await env.token(pool),
      body: {
        branch: ids.kompas,
        schedule: ids.schedule,
        reason_for_absence: ids.reason.ZK,
        absentee_person: teacher,
        dates: { [TUE]: [1] },
      },
    });
    expect(created.status).toBe(201);
    const mark = (action: string, dayparts: Record<string, number[]>) =>
      call('POST', `${teacher}/marked-days`, planner, { action, dayparts });
    // 'warn' (the default): allowed
    expect((await mark('available', { [TUE]: [1, 2] })).status).toBe(200);
    await setPoolSetting(env, pool, 'check_the_same_person_absent', 'prevent');
    try {
      const refused = await mark('available', { [TUE]: [1, 2] });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors.dayparts).toEqual([
        expect.stringMatching(/^The person is reported absent on a request on: .+, and cannot be made available then\.$/),
      ]);
      expect(RequestMessages.absentNotAvailable).toContain('{dates}');
      // clearing the morning's mark would make it available again by the default week: refused too
      expect((await mark('clear', { [TUE]: [1] })).body.meta.errors.dayparts).toEqual(refused.body.meta.errors.dayparts);
      const cleared = await call('DELETE', `${teacher}/marked-days`, planner, { dayparts: { [TUE]: [1] } });
      expect([cleared.status, cleared.body.meta.errors.dayparts]).toEqual([422, refused.body.meta.errors.dayparts]);
      // the afternoon is not reported absent, and marking absent or unavailable takes availability away
      expect((await mark('available', { [TUE]: [2] })).status).toBe(200);
      expect((await mark('absent', { [TUE]: [1] })).status).toBe(200);
      expect((await mark('unavailable', { [TUE]: [1] })).status).toBe(200);
    } finally {
      await setPoolSetting(env, pool, 'check_the_same_person_absent', null);
    }
  });

  /** A person of the pool no live request reports absent from today on, reported absent now at Het Kompas on `dayparts`. */
  const freshAbsentee = async (dayparts: Record<string, number[]>) => {
    const [free] = await rowsOf<{ id: number }>(
      env.deps.db.db,
      sql`select p.id from masterdata.persons p where p.pool_id = ${pool} and p.archived_at is null and p.id <> ${me}
          and not exists (select 1 from staffing.requests r join staffing.request_dates d on d.request_id = r.id
            where r.absentee_person_id = p.id and r.deleted_at is null and d.state <> 'removed' and d.date >= current_date)
          order by p.id limit 1`,
    );
    const created = await env.server.call('POST', '/api/request', {
      token: await env.token(pool),
      body: { branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: free!.id, dates: dayparts },
    });
    expect(created.status).toBe(201);
    return free!.id;
  };

  it("CAL-DIS-04: the absentee dates name those 'prevent' holds on by the setting of the request's branch, the one the marking is refused by", async () => {
    const WED = '2027-06-09';
    const teacher = await freshAbsentee({ [WED]: [1] });
    const absentee = () => call('GET', `${teacher}/absentee-dates?from=${MON}&to=${SUN}`, planner).then((r) => r.body.data);
    const available = () => call('POST', `${teacher}/marked-days`, planner, { action: 'available', dayparts: { [WED]: [1] } });
    expect(await absentee()).toEqual({ dates: [WED], prevented: [] });
    // the branch's own 'prevent' holds though the pool warns: the screen disables the date, the server refuses it
    await setBranchSetting(env, pool, ids.kompas, 'check_the_same_person_absent', 'prevent');
    try {
      expect(await absentee()).toEqual({ dates: [WED], prevented: [WED] });
      expect((await available()).status).toBe(422);
      // and the branch's own 'warn' holds though the pool prevents
      await setBranchSetting(env, pool, ids.kompas, 'check_the_same_person_absent', 'warn');
      await setPoolSetting(env, pool, 'check_the_same_person_absent', 'prevent');
      expect(await absentee()).toEqual({ dates: [WED], prevented: [] });
      expect((await available()).status).toBe(200);
    } finally {
      await setBranchSetting(env, pool, ids.kompas, 'check_the_same_person_absent', null);
      await setPoolSetting(env, pool, 'check_the_same_person_absent', null);
    }
  });

  it("CAL-DIS-04: with 'prevent' the default week cannot make a person available on a daypart they are reported absent on, unless a mark of that date decides", async () => {
    const THU = '2027-06-10';
    const teacher = await freshAbsentee({ [THU]: [1] });
    const defaults = (state: string | null) =>
      call('PUT', `${teacher}/availability-defaults`, planner, { defaults: [{ week_day: 4, daypart: 1, state }] });
    // 'warn': the default week may say anything
    expect((await defaults('unavailable')).status).toBe(200);
    await setPoolSetting(env, pool, 'check_the_same_person_absent', 'prevent');
    try {
      const refused = await defaults('available');
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors.defaults).toEqual([RequestMessages.absentNotAvailable.replace('{dates}', '10-06-2027')]);
      // without a default of its own the working week makes Thursday morning available: refused too
      expect((await defaults(null)).body.meta.errors.defaults).toEqual(refused.body.meta.errors.defaults);
      // the afternoon, and unavailable, are no availability on the absence
      const afternoon = await call('PUT', `${teacher}/availability-defaults`, planner, {
        defaults: [{ week_day: 4, daypart: 2, state: 'available' }],
      });
      expect(afternoon.status).toBe(200);
      expect((await defaults('unavailable')).status).toBe(200);
      // a mark of the date wins over the week: with it the week may say available
      expect((await call('POST', `${teacher}/marked-days`, planner, { action: 'unavailable', dayparts: { [THU]: [1] } })).status).toBe(200);
      expect((await defaults('available')).status).toBe(200);
    } finally {
      await setPoolSetting(env, pool, 'check_the_same_person_absent', null);
    }
  });

  it('ID-PERM-13: a branch-bound planner reaches a person whose contracts there have ended only with CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST', async () => {
    const contracts = await rowsOf<{ id: number; person_id: number; branch_id: number; start_date: string; end_date: string }>(
      env.deps.db.db,
      sql`select id, person_id, branch_id, start_date::text, end_date::text from masterdata.contracts
        where pool_id = ${pool} and person_id = any(${`{${ids.teachers.join(',')}}`}::int[])`,
    );
    const at = (branch: number) => contracts.filter((c) => c.branch_id === branch).map((c) => c.person_id);
    const person = at(ids.kompas).find((p) => !at(ids.regenboog).includes(p))!;
    const theirs = contracts.filter((c) => c.person_id === person && c.branch_id === ids.kompas);
    const planner = (extra: string[]) =>
      env.token(pool, [P.CALENDAR_EDIT, ...extra], { view_entire_pool: false, branch_id: ids.kompas, person_id: null });
    // their contracts at Het Kompas ended last school year
    await env.deps.db.db.execute(
      sql`update masterdata.contracts set start_date = '2025-01-06', end_date = '2025-07-31' where id = any(${`{${theirs.map((c) => c.id).join(',')}}`}::int[])`,
    );
    try {
      expect((await week(person, await planner([]))).status).toBe(403);
      expect((await week(person, await planner([E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST]))).status).toBe(200);
    } finally {
      for (const c of theirs)
        await env.deps.db.db.execute(
          sql`update masterdata.contracts set start_date = ${c.start_date}, end_date = ${c.end_date} where id = ${c.id}`,
        );
    }
  });

  it("answers a person of another pool as not found, and leaves that person's marks alone", async () => {
    const noordPlanner = await env.token(env.pools.noord, [P.CALENDAR_EDIT, E.AVAILABILITY_EDIT]);
    const res = await call('POST', `${me}/marked-days`, noordPlanner, { action: 'available', dayparts: { [MON]: [1] } });
    expect(res.status).toBe(404);
    expect(res.body.meta.messages[0].message).toBe(AvailabilityMessages.personNotFound.replace('{{id}}', String(me)));
    expect(stateOf(await week(me), MON)[0]).toBe('absent/marked');
  });

  it('validates the bodies and the range with clear messages', async () => {
    const noAction = await call('POST', `${me}/marked-days`, substitute, { action: 'staffed', dayparts: { [MON]: [1] } });
    expect(noAction.status).toBe(422);
    expect(noAction.body.meta.errors.action).toEqual(['The action is not allowed.']);
    const noDays = await call('POST', `${me}/marked-days`, substitute, { action: 'absent', dayparts: {} });
    expect(noDays.body.meta.errors.dayparts).toEqual(['Select at least one daypart.']);
    const badSlot = await call('PUT', `${me}/availability-defaults`, substitute, {
      defaults: [{ week_day: 8, daypart: 1, state: 'absent' }],
    });
    expect(badSlot.status).toBe(422);
    expect(badSlot.body.meta.errors['defaults.0.week_day']).toEqual(['The week day must be 1 (Monday) to 7 (Sunday).']);
    expect(badSlot.body.meta.errors['defaults.0.state']).toEqual(['The state is not allowed.']);
    const reversed = await call('GET', `${me}/calendar-detail?from=${SUN}&to=${MON}`, substitute);
    expect(reversed.body.meta.errors.to).toEqual([AvailabilityMessages.rangeInOrder]);
    const long = await call('GET', `${me}/calendar-detail?from=2027-01-01&to=2029-01-01`, substitute);
    expect(long.status).toBe(422);
    expect(long.body.meta.errors.to).toEqual([AvailabilityMessages.rangeTooLong]);
    const farEnd = await call('GET', `${me}/calendar-detail?from=9999-12-30`, substitute);
    expect(farEnd.status).toBe(200);
    expect(farEnd.body.data.to).toBe('9999-12-31');
  });
});

async function currentPeriodId() {
  const [row] = await rowsOf<{ id: number }>(env.deps.db.db, sql`select id from masterdata.periods where pool_id = ${pool} and current`);
  return row!.id;
}

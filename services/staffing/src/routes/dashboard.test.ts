import { sql } from 'drizzle-orm';
import { ExtraPermission as E, Permission as P, type FillRateWeek, type PlanningItem } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/** The dashboard's calls on the demo data; the clock stands on Wednesday 2026-11-18. */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let substituteId: number;
let substituteName: string;
let substitute: string;
let number: number;

const TODAY = '2026-11-18';
const TOMORROW = '2026-11-19';
const CARDS = [E.DASHBOARD_DAYPARTS, E.DASHBOARD_APPROVED, E.DASHBOARD_PROCESSED, E.DASHBOARD_PLANNING];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, [...PLANNER_RIGHTS, ...CARDS]);
  // a person of the pool free tomorrow (the demo plans its substitutes around today), not the absentee
  const [free] = await rowsOf<{ id: number; full_name: string }>(
    env.deps.db.db,
    sql`select p.id, concat_ws(' ', p.first_name, nullif(p.middle_name, ''), p.last_name) as full_name from masterdata.persons p where p.pool_id = ${pool} and p.id <> ${ids.teachers.at(-1)!}
      and not exists (select 1 from staffing.request_dates d where d.person_id = p.id and d.date = ${TOMORROW})
      order by p.id limit 1`,
  );
  substituteId = free!.id;
  substituteName = free!.full_name;
  substitute = await env.token(pool, [P.DASHBOARD_VIEW, E.DASHBOARD_PLANNING], {
    person_id: substituteId,
    username: 'lotte',
    view_entire_pool: false,
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (path: string, token: string) => env.server.call('GET', `/api/request/${path}`, { token });
const cardValues = async (token: string) =>
  Object.fromEntries(((await get('statuses', token)).body.data as { key: string; value: number }[]).map((c) => [c.key, c.value]));
const weekOf = async (token: string) => ((await get('fill-rate?weeks=2', token)).body.data as FillRateWeek[])[0]!;

describe('dashboard cards, planning and fill rate', () => {
  it("counts a new request's open dayparts this week, then its planned one, in the cards, the fill rate and the planning", async () => {
    const before = await cardValues(planner);
    const weekBefore = await weekOf(planner);
    const created = await env.server.call('POST', '/api/request', {
      token: planner,
      body: {
        branch: ids.kompas,
        schedule: ids.schedule,
        reason_for_absence: ids.reason.ZK,
        absentee_person: ids.teachers.at(-1),
        dates: { [TOMORROW]: [1, 2] },
      },
    });
    expect(created.status).toBe(201);
    number = created.body.data.id;
    expect(await cardValues(planner)).toEqual({ ...before, open_dayparts: before.open_dayparts! + 2 });
    const plan = await env.server.call('POST', `/api/request/${number}/dates`, {
      token: planner,
      body: { action: 'plan', dayparts: { [TOMORROW]: [1] }, person: substituteId },
    });
    expect(plan.status).toBe(200);
    expect((await cardValues(planner)).open_dayparts).toBe(before.open_dayparts! + 1);
    const week = await weekOf(planner);
    expect(week.week_start).toBe('2026-11-16');
    expect(week.dayparts).toBe(weekBefore.dayparts + 2);
    expect(week.planned).toBe(weekBefore.planned + 1);
    expect(week.rate).toBe(Math.round((week.planned / week.dayparts) * 1000) / 1000);

    const planning = (await get('planned', planner)).body.data as { own: boolean; today: string; tomorrow: string; items: PlanningItem[] };
    expect(planning).toMatchObject({ own: false, today: TODAY, tomorrow: TOMORROW });
    const item = planning.items.find((i) => i.number === number && i.startDate === TOMORROW);
    expect(item).toMatchObject({
      branch: 'Het Kompas',
      branchId: ids.kompas,
      scheduleName: 'Groep 1 t/m 8',
      priority: 'high',
      city: 'Zeist',
      address: 'Lindenlaan 4, 3701 AB Zeist',
    });
    expect(item!.dayparts).toEqual({
      1: { status: 'planned', person: { id: substituteId, full_name: substituteName }, type: 'planned', reason: null },
    });
  });

  it('counts the work-state lines awaiting approval and awaiting processing (the demo has both)', async () => {
    const values = await cardValues(planner);
    // every past planned daypart has its line once the cards were read
    const [counts] = await rowsOf<{ worked: number; lines: number; approval: number; processing: number }>(
      env.deps.db.db,
      sql`select (select count(*)::int from staffing.request_dates d join staffing.requests r on r.id = d.request_id
          where d.pool_id = ${pool} and r.deleted_at is null and d.state = 'planned' and d.date < ${TODAY}) as worked,
        (select count(*)::int from staffing.work_state_lines w join staffing.requests r on r.id = w.request_id
          where w.pool_id = ${pool} and r.deleted_at is null) as lines,
        (select count(*)::int from staffing.work_state_lines where pool_id = ${pool} and approved_at is null and reviewed_at is null
          and processed_at is null and sent_at is null) as approval,
        (select count(*)::int from staffing.work_state_lines where pool_id = ${pool} and approved_at is not null
          and reviewed_at is not null and processed_at is null and sent_at is null) as processing`,
    );
    expect(counts!.lines).toBe(counts!.worked);
    expect(values.approval).toBe(counts!.approval);
    expect(values.processing).toBe(counts!.processing);
    expect(values.approval).toBeGreaterThan(0);
    expect(values.processing).toBeGreaterThan(0);
  });

  it('shows a substitute only their own planned work', async () => {
    const planning = await get('planned', substitute);
    expect(planning.status).toBe(200);
    expect(planning.body.data.own).toBe(true);
    const items = planning.body.data.items as PlanningItem[];
    expect(items.map((i) => i.number)).toContain(number);
    for (const item of items) for (const daypart of Object.values(item.dayparts)) expect(daypart!.person!.id).toBe(substituteId);
  });

  it('gives each card only with its right, and refuses the calls without a dashboard right', async () => {
    const school = await env.token(pool, [E.DASHBOARD_DAYPARTS, E.DASHBOARD_APPROVED]);
    expect(((await get('statuses', school)).body.data as { key: string }[]).map((c) => c.key)).toEqual(['open_dayparts', 'approval']);
    expect((await get('statuses', substitute)).status).toBe(403);
    expect((await get('fill-rate', substitute)).status).toBe(403);
  });

  it("keeps to a branch-bound planner's branches and to the caller's pool", async () => {
    const regenboog = await env.token(pool, [...PLANNER_RIGHTS, ...CARDS], { view_entire_pool: false, branch_id: ids.regenboog });
    const items = (await get('planned', regenboog)).body.data.items as PlanningItem[];
    expect(items.map((i) => i.number)).not.toContain(number);
    const noord = await env.token(env.pools.noord, [...PLANNER_RIGHTS, ...CARDS]);
    const noordItems = (await get('planned', noord)).body.data.items as PlanningItem[];
    expect(noordItems.map((i) => i.branch)).not.toContain('Het Kompas');
  });

  it('answers 422 to a number of weeks out of 1 to 8', async () => {
    for (const weeks of ['0', '9', 'x']) expect((await get(`fill-rate?weeks=${weeks}`, planner)).status).toBe(422);
    expect((await get('fill-rate', planner)).body.data).toHaveLength(4);
  });
});

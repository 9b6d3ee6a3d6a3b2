import { sql } from 'drizzle-orm';
import {
  ExtraPermission as E,
  Permission as P,
  WorkStateMessages as M,
  type WorkStateBulkAnswer,
  type WorkStateLine,
  type WorkStateSettings,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startTestServer, type TestServer } from '@app/service-kit/testing';
import { createApp } from '../app';
import { startPayrollSimulator, type PayrollSimulator } from '../testing/payroll-simulator';
import { materialiseLines } from '../store/work-state-materialise';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * Work state over HTTP on PGlite (or TEST_DATABASE_URL): lines made from past planned
 * dayparts with the hand-computed amounts, the flow and its rights, skipped steps, undo, the lock
 * after processing, other pools' ids, the bulk budget and the dashboard cards. The clock stands on
 * Wednesday 2026-11-18.
 */
let env: StaffingEnv;
/** staffing with a payroll system (the simulator), so Send may queue lines */
let server: TestServer;
let payroll: PayrollSimulator;
let ids: DemoIds;
let pool: number;
let substitute: number;
let admin: string;
let school: string;
let board: string;
let office: string;
let viewer: string;
let noordAdmin: string;

const TODAY = '2026-11-18';
const db = () => env.deps.db.db;
const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db(), query);

interface Daypart {
  date: string;
  daypart: 1 | 2;
  state?: string;
  segment?: { start_work_time: string; end_work_time: string; extra_time: string; wtf: number } | null;
}

/** A request made straight in the tables (past dates, chosen segments); answers its internal id. */
async function makeRequest(number: number, branch: number, start: string, end: string, dayparts: Daypart[], person = substitute) {
  const [periodRow] = await q<{ id: number }>(sql`select id from masterdata.periods where pool_id = ${pool} and current`);
  const [row] = await q<{ id: number }>(
    sql`insert into staffing.requests (pool_id, number, branch_id, schedule_id, period_id, absentee_person_id, reason_for_absence_id,
        dayparts_count, planned_dayparts, period_start, period_end, created_at, created_by_username, created_by_name, updated_at)
      values (${pool}, ${number}, ${branch}, ${ids.schedule}, ${periodRow!.id}, ${ids.teachers[0]!}, ${ids.reason.ZK!},
        ${dayparts.length}, ${dayparts.length}, ${start}, ${end}, now(), 'test', 'Test', now()) returning id`,
  );
  for (const d of dayparts)
    await db().execute(
      sql`insert into staffing.request_dates (pool_id, request_id, date, daypart, state, person_id, segment, updated_at)
        values (${pool}, ${row!.id}, ${d.date}, ${d.daypart}, ${d.state ?? 'planned'}, ${person},
          ${d.segment === undefined || d.segment === null ? null : JSON.stringify(d.segment)}::jsonb, now())`,
    );
  return row!.id;
}

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, `/api${path}`, { token, body });
const tab = async (number: number, token = admin) =>
  (await call('GET', `/request/${number}/work-state`, token)).body.data as WorkStateLine[];
const act = async (token: string, body: Record<string, unknown>) => {
  const res = await call('POST', '/work-state/actions', token, body);
  expect(res.status).toBe(200);
  return res.body.data as WorkStateBulkAnswer;
};
const setSetting = (code: string, value: unknown) =>
  db().execute(
    sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, ${code}, ${JSON.stringify(value)}::jsonb)
      on conflict (pool_id, code) do update set value = excluded.value`,
  );
const clearSettings = () => db().execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code like 'work_state_%'`);

beforeAll(async () => {
  env = await startStaffing();
  payroll = await startPayrollSimulator();
  server = await startTestServer(createApp({ ...env.deps, config: { ...env.deps.config, PAYROLL_URL: payroll.url } }));
  pool = env.pools.demo;
  ids = await env.ids(pool);
  substitute = ids.teachers.at(-1)!;
  admin = await env.token(pool, [...PLANNER_RIGHTS, P.WORK_STATE_ALL, E.DASHBOARD_APPROVED, E.DASHBOARD_PROCESSED], {
    profile_id: 500,
    person_name: 'Anna Admin',
  });
  school = await env.token(pool, [P.WORK_STATE_VIEW, E.WORK_STATE_APPROVE, E.DASHBOARD_APPROVED], {
    profile_id: 501,
    person_name: 'Sanne School',
    view_entire_pool: false,
    branch_id: ids.kompas,
  });
  board = await env.token(pool, [P.WORK_STATE_VIEW, E.WORK_STATE_REVIEW], { profile_id: 502, person_name: 'Bram Board' });
  office = await env.token(pool, [P.WORK_STATE_VIEW, E.WORK_STATE_PROCESS], { profile_id: 503, person_name: 'Olga Office' });
  viewer = await env.token(pool, [P.WORK_STATE_VIEW]);
  noordAdmin = await env.token(env.pools.noord, [P.WORK_STATE_ALL]);
  await db().execute(
    sql`insert into masterdata.person_branch_distances (pool_id, person_id, branch_id, km) values (${pool}, ${substitute}, ${ids.kompas}, 12.5)
      on conflict do nothing`,
  );
  // De Regenboog entered at 3 km: 6 km there and back, below the 7 unpaid km of each trip
  await db().execute(
    sql`insert into masterdata.person_branch_distances (pool_id, person_id, branch_id, km) values (${pool}, ${substitute}, ${ids.regenboog}, 3)
      on conflict do nothing`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await payroll?.close();
  await env?.close();
});

describe('work-state lines from planned dayparts', () => {
  it('makes a line per past planned daypart with the hand-computed WTF, hours, minimum and travel, once', async () => {
    // one-day replacement at Het Kompas: 08:30-12:00 (3.5 h, WTF 0.0875) is paid 5 h and WTF 0.125; 12.5 km each way
    const oneDay = await makeRequest(910_001, ids.kompas, '2026-11-10', '2026-11-10', [
      { date: '2026-11-10', daypart: 1, segment: { start_work_time: '08:30', end_work_time: '12:00', extra_time: '00:00', wtf: 0.0875 } },
    ]);
    // several days at De Regenboog (3 km): no segment gives 0.1 and 4 h; future, open and closed dayparts give no line
    await makeRequest(910_002, ids.regenboog, '2026-11-09', '2026-11-20', [
      { date: '2026-11-09', daypart: 1 },
      { date: '2026-11-09', daypart: 2 },
      { date: '2026-11-12', daypart: 1, state: 'closed' },
      { date: TODAY, daypart: 1 },
      { date: '2026-11-19', daypart: 1 },
    ]);
    const one = await tab(910_001);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      date: '2026-11-10',
      daypart: 1,
      wtf: 0.125,
      hours: 5,
      distance_total: 25,
      travel_cost: 1.87,
      request: { id: 910_001, branch: { id: ids.kompas, name: 'Het Kompas' }, period_start: '2026-11-10', period_end: '2026-11-10' },
      person: { id: substitute },
      approved: null,
      reviewed: null,
      processed: null,
      sent: null,
      payroll_state: 'none',
      locked: false,
    });
    const several = await tab(910_002);
    expect(several.map((l) => [l.date, l.daypart, l.wtf, l.hours, l.distance_total, l.travel_cost])).toEqual([
      ['2026-11-09', 1, 0.1, 4, 6, 0],
      ['2026-11-09', 2, 0.1, 4, 0, 0],
    ]);
    // idempotent: running again makes nothing and the ids stay
    const again = await env.deps.db.withPool(pool, (tx) => materialiseLines(tx, pool, TODAY, new Date(), { requestId: oneDay }));
    expect(again).toEqual({ made: 0, removed: 0 });
    expect((await tab(910_001))[0]!.id).toBe(one[0]!.id);
    // the published view carries the line for the reports
    const [published] = await env.deps.db.withPool(pool, (tx) =>
      rowsOf<{ wtf: string; approved: boolean; request_number: number }>(
        tx,
        sql`select wtf, approved, request_number from staffing.work_state_line_directory where id = ${one[0]!.id}`,
      ),
    );
    expect(published).toMatchObject({ approved: false, request_number: 910_001 });
    expect(Number(published!.wtf)).toBe(0.125);
    // the reports' daypart view: the segment's WTF and hours, before the one-day minimum
    const [daypart] = await env.deps.db.withPool(pool, (tx) =>
      rowsOf<{ wtf: number; hours: number }>(
        tx,
        sql`select wtf, hours from staffing.request_daypart_directory where request_id = ${oneDay}`,
      ),
    );
    expect(daypart).toEqual({ wtf: 0.0875, hours: 3.5 });
  });

  it('pays travel before 2024 from the branch table: the km band amount / 4.35, none without a band', async () => {
    // Het Kompas' table in 2023: 10 to 15 km one way is 43.50 a month, so one day is 43.50 / 4.35 = 10.00
    await db().execute(
      sql`insert into masterdata.travel_expense_entries (pool_id, branch_id, km_min, km_max, amount, start_date, end_date)
        values (${pool}, ${ids.kompas}, 10, 15, 43.5, '2023-01-01', '2023-12-31'), (${pool}, ${ids.kompas}, 15.1, 25, 60, '2023-01-01', '2023-12-31')`,
    );
    await makeRequest(910_020, ids.kompas, '2023-06-01', '2023-06-01', [{ date: '2023-06-01', daypart: 1 }]);
    // De Regenboog has no table: the day's travel is unknown, not 0
    await makeRequest(910_021, ids.regenboog, '2023-06-02', '2023-06-02', [{ date: '2023-06-02', daypart: 1 }]);
    const [kompas] = await tab(910_020);
    expect(kompas).toMatchObject({ date: '2023-06-01', distance_total: 25, travel_cost: 10 });
    expect((await tab(910_021))[0]).toMatchObject({ distance_total: 6, travel_cost: null });
    // an edited distance of 40 km (20 each way) falls in the next band: 60 / 4.35 = 13.79
    const res = await call('PATCH', `/work-state/${kompas!.id}`, admin, { distance_total: 40 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ distance_total: 40, travel_cost: 13.79 });
  });

  it('sets the secondment branch of a line (WS-07) to a live branch of the pool only, and clears it', async () => {
    const [line] = await tab(910_020);
    const set = await call('PATCH', `/work-state/${line!.id}`, admin, { secondment_branch_id: ids.vlinder });
    expect(set.status).toBe(200);
    expect(set.body.data.secondment_branch).toEqual({ id: ids.vlinder, name: expect.any(String) });
    const [noordBranch] = await q<{ id: number }>(sql`select id from masterdata.branches where pool_id = ${env.pools.noord} limit 1`);
    for (const bad of [noordBranch!.id, 999_999, 'x']) {
      const res = await call('PATCH', `/work-state/${line!.id}`, admin, { secondment_branch_id: bad });
      expect(res.status).toBe(422);
      expect(res.body.meta.errors).toEqual({ secondment_branch_id: ['The selected Secondment branch is invalid.'] });
    }
    const cleared = await call('PATCH', `/work-state/${line!.id}`, admin, { secondment_branch_id: null });
    expect(cleared.body.data.secondment_branch).toBeNull();
  });

  it('takes the steps in order by their rights and records who acted', async () => {
    const [line] = await tab(910_001);
    const id = line!.id;
    expect(await act(board, { action: 'review', ids: [id] })).toMatchObject({
      done: 0,
      failed: 1,
      results: [{ id, ok: false, error: M.previousMissing }],
    });
    expect(await act(school, { action: 'review', ids: [id] })).toMatchObject({ results: [{ id, ok: false, error: M.notAllowed }] });
    expect(await act(school, { action: 'approve', ids: [id] })).toMatchObject({ done: 1, results: [{ id, ok: true }] });
    expect(await act(school, { action: 'approve', ids: [id] })).toMatchObject({ results: [{ id, ok: false, error: M.alreadyDone }] });
    expect(await act(board, { action: 'review', ids: [id] })).toMatchObject({ done: 1 });
    expect(await act(office, { action: 'process', ids: [id] })).toMatchObject({ done: 1 });
    const res = await call('GET', `/work-state/${id}`, viewer);
    expect(res.status).toBe(200);
    const got = res.body.data as WorkStateLine;
    expect(got.approved).toEqual({ at: '2026-11-18T09:00:00.000Z', by: { id: 501, name: 'Sanne School' } });
    expect(got.reviewed!.by).toEqual({ id: 502, name: 'Bram Board' });
    expect(got.processed!.by).toEqual({ id: 503, name: 'Olga Office' });
    expect(got.locked).toBe(true);
    // processed: no more edits
    const edit = await call('PATCH', `/work-state/${id}`, admin, { wtf: 0.2 });
    expect(edit.status).toBe(409);
    expect(edit.body.meta.messages[0].message).toBe(M.locked);
    // queue for payroll: the key is made once; undo is refused while queued
    expect(await act(office, { action: 'send', ids: [id] })).toMatchObject({ done: 1 });
    const [queued] = await q<{ payroll_state: string; payroll_key: string }>(
      sql`select payroll_state, payroll_key from staffing.work_state_lines where id = ${id}`,
    );
    expect(queued!.payroll_state).toBe('queued');
    expect(queued!.payroll_key).toMatch(/^[0-9a-f-]{36}$/);
    // not sent yet: no sent mark until the payroll send sets sent_at; then it names who sent it
    expect(((await call('GET', `/work-state/${id}`, viewer)).body.data as WorkStateLine).sent).toBeNull();
    expect(await act(admin, { action: 'undo', ids: [id] })).toMatchObject({ results: [{ id, ok: false, error: M.undoSending }] });
    // the payroll send rejects it: undo of processed is allowed, and the key stays
    await db().execute(sql`update staffing.work_state_lines set payroll_state = 'rejected', payroll_error = 'bad id' where id = ${id}`);
    expect(await act(admin, { action: 'undo', ids: [id] })).toMatchObject({ done: 1 });
    const [undone] = await q<{ payroll_state: string; payroll_key: string; processed_at: Date | null }>(
      sql`select payroll_state, payroll_key, processed_at from staffing.work_state_lines where id = ${id}`,
    );
    expect(undone).toEqual({ payroll_state: 'none', payroll_key: queued!.payroll_key, processed_at: null });
    // once sent, nothing is undone
    await db().execute(
      sql`update staffing.work_state_lines set processed_at = now(), sent_at = now(), sent_by_name = 'Payroll', payroll_state = 'sent', external_employee_id = 'E-1' where id = ${id}`,
    );
    expect(await act(admin, { action: 'undo', ids: [id] })).toMatchObject({ results: [{ id, ok: false, error: M.undoSent }] });
  });

  it('shows the sent step with the user who sent the line, once the payroll send accepted it', async () => {
    const [, line] = await tab(910_002);
    await db().execute(
      sql`update staffing.work_state_lines set approved_at = now(), reviewed_at = now(), processed_at = now() where id = ${line!.id}`,
    );
    expect(await act(office, { action: 'send', ids: [line!.id] })).toMatchObject({ done: 1 });
    // what the payroll send does on acceptance (store/payroll-send.ts)
    await db().execute(
      sql`update staffing.work_state_lines set payroll_state = 'sent', sent_at = '2026-11-18T09:05:00Z', external_employee_id = 'E-7', replacement_id = 'R-7' where id = ${line!.id}`,
    );
    const sent = (await call('GET', `/work-state/${line!.id}`, viewer)).body.data as WorkStateLine;
    expect(sent).toMatchObject({
      sent: { at: '2026-11-18T09:05:00.000Z', by: { id: 503, name: 'Olga Office' } },
      external_employee_id: 'E-7',
      replacement_id: 'R-7',
      payroll_state: 'sent',
      locked: true,
    });
    // back as it was for the tests below
    await db().execute(
      sql`update staffing.work_state_lines set approved_at = null, reviewed_at = null, processed_at = null, sent_at = null, sent_by = null,
        sent_by_name = null, payroll_state = 'none', payroll_key = null, external_employee_id = null, replacement_id = null where id = ${line!.id}`,
    );
  });

  it('undoes only the last step, only with WORK_STATE_ALL', async () => {
    const [first, second] = await tab(910_002);
    expect(await act(admin, { action: 'approve', ids: [first!.id, second!.id] })).toMatchObject({ done: 2 });
    expect(await act(admin, { action: 'review', ids: [first!.id] })).toMatchObject({ done: 1 });
    expect(await act(office, { action: 'undo', ids: [first!.id] })).toEqual({
      action: 'undo',
      done: 0,
      failed: 0 + 1,
      results: [{ id: first!.id, ok: false, error: M.undoNotAllowed }],
    });
    expect(await act(admin, { action: 'undo', ids: [first!.id, second!.id] })).toMatchObject({ done: 2 });
    const [a, b] = await tab(910_002);
    // the first lost its review (its last step) and kept its approval; the second lost its approval
    expect([a!.approved?.by.name, a!.reviewed, b!.approved]).toEqual(['Anna Admin', null, null]);
    expect(await act(admin, { action: 'undo', ids: [b!.id] })).toMatchObject({ results: [{ ok: false, error: M.nothingToUndo }] });
  });

  it('skips a step that is switched off, and names the checkmarks of the settings', async () => {
    await makeRequest(910_003, ids.kompas, '2026-11-02', '2026-11-06', [
      { date: '2026-11-02', daypart: 1 },
      { date: '2026-11-03', daypart: 1 },
    ]);
    const [line] = await tab(910_003);
    await setSetting('work_state_review_enabled', false);
    await setSetting('work_state_checkmark_2', 'Declaratie gecontroleerd');
    try {
      const settings = (await call('GET', '/work-state/settings', office)).body.data as WorkStateSettings;
      expect(settings).toEqual({
        steps: { approved: true, reviewed: false, processed: true, sent: true },
        checkmarks: [{ number: 2, name: 'Declaratie gecontroleerd' }],
        actions: ['process', 'send', 'check', 'uncheck'],
        can_edit: true,
        payroll_configured: true,
      });
      expect(await act(office, { action: 'process', ids: [line!.id] })).toMatchObject({
        results: [{ ok: false, error: M.previousMissing }],
      });
      expect(await act(school, { action: 'approve', ids: [line!.id] })).toMatchObject({ done: 1 });
      expect(await act(board, { action: 'review', ids: [line!.id] })).toMatchObject({ results: [{ ok: false, error: M.stepOff }] });
      expect(await act(office, { action: 'process', ids: [line!.id] })).toMatchObject({ done: 1 });
      expect(await act(office, { action: 'check', checkmark: 2, ids: [line!.id] })).toMatchObject({ done: 1 });
      expect(await act(office, { action: 'check', checkmark: 3, ids: [line!.id] })).toMatchObject({
        results: [{ ok: false, error: M.checkmarkUnknown }],
      });
      const checked = (await call('GET', `/work-state/${line!.id}`, viewer)).body.data as WorkStateLine;
      expect(checked.checks).toEqual({ '2': { at: '2026-11-18T09:00:00.000Z', by: { id: 503, name: 'Olga Office' } } });
      expect(await act(office, { action: 'uncheck', checkmark: 2, ids: [line!.id] })).toMatchObject({ done: 1 });
      expect(((await call('GET', `/work-state/${line!.id}`, viewer)).body.data as WorkStateLine).checks).toEqual({});
    } finally {
      await clearSettings();
    }
  });

  it('edits an unprocessed line and recomputes its travel; refuses bad input field by field', async () => {
    const [, line] = await tab(910_003);
    const res = await call('PATCH', `/work-state/${line!.id}`, school, { wtf: '0.1234', distance_total: 30, cao_fee: 12.5 });
    expect(res.status).toBe(200);
    // 15 km each way: 2 x 8 x 0.17 = 2.72
    expect(res.body.data).toMatchObject({ wtf: 0.1234, distance_total: 30, travel_cost: 2.72, cao_fee: 12.5, contribution: null });
    const bad = await call('PATCH', `/work-state/${line!.id}`, school, { wtf: 1.5, cao_fee: 1.234 });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({
      wtf: ['The WTF must be between 0 and 1.'],
      cao_fee: ['The CAO fee may have at most 2 decimals.'],
    });
    const tooPrecise = await call('PATCH', `/work-state/${line!.id}`, school, { wtf: 0.12345 });
    expect(tooPrecise.body.meta.errors).toEqual({ wtf: ['The WTF may have at most 4 decimals.'] });
    expect((await call('PATCH', `/work-state/${line!.id}`, viewer, { wtf: 0.1 })).status).toBe(403);
    const badBulk = await call('POST', '/work-state/actions', admin, { action: 'check', ids: [] });
    expect(badBulk.status).toBe(422);
    expect(badBulk.body.meta.errors).toEqual({ ids: ['The ids field is required.'], checkmark: [expect.stringContaining('checkmark')] });
  });

  it("keeps to the caller's pool and branches: other ids are 404 or 'not found' per line", async () => {
    const [kompasLine] = await tab(910_003);
    const [regenboogLine] = await tab(910_002);
    expect((await call('GET', `/work-state/${kompasLine!.id}`, noordAdmin)).status).toBe(404);
    expect((await call('PATCH', `/work-state/${kompasLine!.id}`, noordAdmin, { wtf: 0.1 })).status).toBe(404);
    expect(await act(noordAdmin, { action: 'approve', ids: [kompasLine!.id] })).toMatchObject({
      results: [{ ok: false, error: M.notFound }],
    });
    // the school of Het Kompas sees its own line, not De Regenboog's
    expect((await call('GET', `/work-state/${regenboogLine!.id}`, school)).status).toBe(404);
    expect((await call('GET', `/work-state/${kompasLine!.id}`, school)).status).toBe(200);
    const list = await call(
      'GET',
      '/work-state?filters[request][]=910002&filters[request][]=910003&filters[period_from]=2026-11-01',
      school,
    );
    expect((list.body.data as WorkStateLine[]).map((l) => l.request.id)).toEqual([910_003, 910_003]);
  });

  it('lists with the default last 4 weeks, filters, sorting and the totals of the filter', async () => {
    const res = await call(
      'GET',
      '/work-state?filters[request][]=910001&filters[request][]=910002&filters[request][]=910003&sortBy[column]=date&sortBy[order]=asc&itemsPerPage=25',
      admin,
    );
    expect(res.status).toBe(200);
    const rows = res.body.data as WorkStateLine[];
    expect(rows.map((l) => [l.request.id, l.date, l.daypart])).toEqual([
      [910_003, '2026-11-02', 1],
      [910_003, '2026-11-03', 1],
      [910_002, '2026-11-09', 1],
      [910_002, '2026-11-09', 2],
      [910_001, '2026-11-10', 1],
    ]);
    // 0.1 + 0.1234 + 0.1 + 0.1 + 0.125; 4 + 4 + 4 + 4 + 5; km 25 + 30 (edited) + 6 + 0 + 25; travel 1.87 + 2.72 + 0 + 0 + 1.87
    expect(res.body.meta.totals).toEqual({ lines: 5, wtf: 0.5484, hours: 21, distance_total: 86, travel_cost: 6.46 });
    expect(res.body.meta.pagination).toMatchObject({ total: 5 });
    const older = await call('GET', '/work-state?filters[request][]=910003&filters[period_to]=2026-10-01', admin);
    expect(older.body.data).toEqual([]);
    const toProcess = await call('GET', '/work-state?filters[request][]=910002&filters[step][]=to_review', admin);
    expect((toProcess.body.data as WorkStateLine[]).map((l) => l.daypart)).toEqual([1]);
    expect((await call('GET', '/work-state?sortBy[column]=nope', admin)).status).toBe(422);
  });

  it('counts the lines awaiting approval and processing on the dashboard, per scope', async () => {
    const cards = async (token: string) =>
      Object.fromEntries(
        ((await call('GET', '/request/statuses', token)).body.data as { key: string; value: number }[]).map((c) => [c.key, c.value]),
      );
    const before = await cards(admin);
    const [counts] = await q<{ approval: number; processing: number }>(
      sql`select count(*) filter (where approved_at is null and reviewed_at is null and processed_at is null and sent_at is null)::int as approval,
          count(*) filter (where approved_at is not null and reviewed_at is not null and processed_at is null and sent_at is null)::int as processing
        from staffing.work_state_lines where pool_id = ${pool}`,
    );
    expect(before).toMatchObject({ approval: counts!.approval, processing: counts!.processing });
    const [line] = await tab(910_002);
    expect(await act(admin, { action: 'review', ids: [line!.id] })).toMatchObject({ done: 1 });
    expect(await cards(admin)).toMatchObject({ approval: before.approval, processing: before.processing! + 1 });
    const kompas = await q<{ n: number }>(
      sql`select count(*)::int as n from staffing.work_state_lines w where pool_id = ${pool} and approved_at is null and reviewed_at is null
        and processed_at is null and sent_at is null and branch_id = ${ids.kompas}`,
    );
    expect((await cards(school)).approval).toBe(kompas[0]!.n);
  });

  it('takes a step once when two callers race on the same lines, and makes each line once when two runs race', async () => {
    const requestId = await makeRequest(910_005, ids.kompas, '2026-10-05', '2026-10-09', [
      { date: '2026-10-05', daypart: 1 },
      { date: '2026-10-06', daypart: 1 },
      { date: '2026-10-07', daypart: 1 },
      { date: '2026-10-08', daypart: 2 },
    ]);
    const run = () => env.deps.db.withPool(pool, (tx) => materialiseLines(tx, pool, TODAY, new Date(), { requestId }));
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.made, 0)).toBe(4);
    const lineIds = (await tab(910_005)).map((l) => l.id);
    expect(lineIds).toHaveLength(4);
    const answers = await Promise.all([
      act(admin, { action: 'approve', ids: lineIds }),
      act(school, { action: 'approve', ids: [...lineIds].reverse() }),
    ]);
    expect(answers[0]!.done + answers[1]!.done).toBe(4);
    expect(answers[0]!.failed + answers[1]!.failed).toBe(4);
  });

  it('gives the demo pool lines in every step, sent ones with the payroll ids', async () => {
    const [steps] = await q<{ lines: number; approved: number; reviewed: number; processed: number; sent: number; ids: number }>(
      sql`select count(*)::int as lines, count(approved_at)::int as approved, count(reviewed_at)::int as reviewed,
          count(processed_at)::int as processed, count(sent_at)::int as sent,
          count(*) filter (where sent_at is not null and external_employee_id like 'EMP-%' and replacement_id like 'VV-%')::int as ids
        from staffing.work_state_lines where pool_id = ${pool} and request_id in (select id from staffing.requests where number < 900000)`,
    );
    expect(steps!.approved).toBeGreaterThan(steps!.reviewed);
    expect(steps!.reviewed).toBeGreaterThan(steps!.processed);
    expect(steps!.processed).toBeGreaterThan(steps!.sent);
    expect(steps!.sent).toBeGreaterThan(0);
    expect(steps!.ids).toBe(steps!.sent);
    expect(steps!.lines).toBeGreaterThan(steps!.approved);
  });

  it('applies a bulk action to 2,000 lines well within budget', async () => {
    const dates: Daypart[] = [];
    for (let i = 0; i < 1000; i++) {
      const d = new Date(Date.UTC(2023, 0, 2) + i * 86_400_000).toISOString().slice(0, 10);
      dates.push({ date: d, daypart: 1 }, { date: d, daypart: 2 });
    }
    const requestId = await makeRequest(910_004, ids.vlinder, '2023-01-02', '2025-09-28', [], substitute);
    await db().execute(
      sql`insert into staffing.request_dates (pool_id, request_id, date, daypart, state, person_id, updated_at)
        select ${pool}, ${requestId}, x.date::date, x.daypart, 'planned', ${substitute}, now()
        from jsonb_to_recordset(${JSON.stringify(dates)}::jsonb) as x(date text, daypart int)`,
    );
    const made = await env.deps.db.withPool(pool, (tx) => materialiseLines(tx, pool, TODAY, new Date(), { requestId }));
    expect(made.made).toBe(2000);
    const lineIds = (
      await q<{ id: number }>(sql`select id from staffing.work_state_lines where request_id = ${requestId} order by id`)
    ).map((r) => r.id);
    // the long setup above blocks the event loop past the keep-alive timeout: the client's idle socket may have
    // been closed under it, and the first call on it resets; one throwaway call opens a fresh one
    await call('GET', '/work-state/settings', viewer).catch(() => undefined);
    const started = performance.now();
    const answer = await act(admin, { action: 'approve', ids: lineIds });
    const ms = Math.round(performance.now() - started);
    console.log(`work-state bulk approve of ${lineIds.length} lines: ${ms} ms`);
    expect(answer).toMatchObject({ done: 2000, failed: 0 });
    expect(ms).toBeLessThan(10_000);
    const [approved] = await q<{ n: number }>(
      sql`select count(*)::int as n from staffing.work_state_lines where request_id = ${requestId} and approved_by = 500`,
    );
    expect(approved!.n).toBe(2000);
  });
});

describe('without a payroll system', () => {
  it("refuses Send with 'No payroll system is configured.' and says so in the settings", async () => {
    const [line] = await q<{ id: number }>(
      sql`select id from staffing.work_state_lines where pool_id = ${pool} and payroll_state = 'none' limit 1`,
    );
    const res = await env.server.call('POST', '/api/work-state/actions', { token: admin, body: { action: 'send', ids: [line!.id] } });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors._).toEqual(['No payroll system is configured.']);
    const [after] = await q<{ payroll_state: string }>(sql`select payroll_state from staffing.work_state_lines where id = ${line!.id}`);
    expect(after!.payroll_state).toBe('none');
    const settings = (await env.server.call('GET', '/api/work-state/settings', { token: admin })).body.data as WorkStateSettings;
    expect(settings.payroll_configured).toBe(false);
  });
});

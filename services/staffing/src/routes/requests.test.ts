import { sql } from 'drizzle-orm';
import { Permission as P, ExtraPermission as E, RequestMessages } from '@app/contracts';
import { csvColumnsParams } from '@app/service-kit/testing';
import { setBranchSetting } from '../testing/open-work-substitutes';
import { startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

/** A week in June 2027: inside the current period, after the demo requests, Wednesday afternoon off the schedule. */
const WEEK = { mon: '2027-06-07', tue: '2027-06-08', wed: '2027-06-09', thu: '2027-06-10', fri: '2027-06-11' };

const create = (body: Record<string, unknown>, as = token) => env.server.call('POST', '/api/request', { token: as, body });
const base = () => ({ branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, template_alias: 'create' });

describe('create (REQ-CREATE-03..11)', () => {
  it('saves a request with its dayparts in one call and answers it with number, status and counts', async () => {
    const res = await create({ ...base(), absentee_person: ids.teachers[30], dates: { [WEEK.mon]: [1, 2], [WEEK.tue]: [1] } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: res.body.data.number,
      branch: { id: ids.kompas, name: 'Het Kompas' },
      absentee_person: { id: ids.teachers[30] },
      dayparts_count: 3,
      open_dayparts: 3,
      first_open_daypart: { date: WEEK.mon, daypart: 1 },
      period: { start: WEEK.mon, end: WEEK.tue },
      status: 'other',
      warning: null,
      type: 'short',
      lock: { locked: false },
      editable: true,
      created_by: { username: `planner-${pool}`, full_name: 'Petra Planner' },
    });
    expect(res.body.meta.messages).toBeUndefined();
  });

  it("asks for a schedule with the spec's message", async () => {
    const { schedule: _none, ...body } = base();
    const res = await create({ ...body, absentee_person: ids.teachers[31] });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.schedule).toEqual(['Please select schedule']);
  });

  it('asks for the absentee unless the reason does not need one (Vacature)', async () => {
    const missing = await create({ ...base(), dates: { [WEEK.mon]: [1] } });
    expect(missing.status).toBe(422);
    expect(missing.body.meta.errors.absentee_person).toEqual(['The Absentee Person field is required.']);
    const vacancy = await create({ ...base(), reason_for_absence: ids.reason.VAC, dates: { [WEEK.mon]: [1] } });
    expect(vacancy.status).toBe(201);
    expect(vacancy.body.data.absentee_person).toBeNull();
  });

  it('needs at least one daypart when dates are sent', async () => {
    const res = await create({ ...base(), absentee_person: ids.teachers[31], dates: {} });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.dates).toEqual([RequestMessages.daypartRequired]);
  });

  it('refuses dayparts the schedule does not hold, naming their dates, and writes nothing', async () => {
    const before = await countRequests();
    // Wednesday afternoon is free in the demo week schedule; the summer holiday is one of the schedule's vacations
    const some = await create({ ...base(), absentee_person: ids.teachers[31], dates: { [WEEK.tue]: [1], [WEEK.wed]: [1, 2] } });
    expect(some.status).toBe(422);
    expect(some.body.meta.errors.dayparts).toEqual(['No dates found in schedule for: 09-06-2027']);
    const none = await create({ ...base(), absentee_person: ids.teachers[31], dates: { '2027-07-20': [1, 2], '2027-07-24': [1] } });
    expect(none.status).toBe(422);
    expect(none.body.meta.errors.dayparts).toEqual(['No dates found in the schedule.']);
    const outside = await create({ ...base(), absentee_person: ids.teachers[31], dates: { '2027-09-06': [1] } });
    expect(outside.body.meta.errors.dayparts).toEqual(['No dates found in the schedule.']);
    expect(await countRequests()).toBe(before);
  });

  it('gives the Dutch text to a Dutch caller', async () => {
    const res = await env.server.call('POST', '/api/request?_locale=nl', {
      token,
      body: { ...base(), absentee_person: ids.teachers[31], dates: { [WEEK.wed]: [2] } },
    });
    expect(res.body.meta.errors.dayparts).toEqual(['Geen data gevonden in het rooster.']);
  });

  it('warns, or with the setting prevent refuses, reporting the same person absent twice', async () => {
    const teacher = ids.teachers[32]!;
    expect((await create({ ...base(), absentee_person: teacher, dates: { [WEEK.thu]: [1, 2] } })).status).toBe(201);
    const twice = await create({ ...base(), absentee_person: teacher, dates: { [WEEK.thu]: [2], [WEEK.fri]: [1] } });
    expect(twice.status).toBe(201);
    expect(twice.body.meta.messages).toEqual([{ type: 'warning', title: 'Warning', message: RequestMessages.alreadyAbsent }]);
    // the branch's own setting (check_the_same_person_absent) decides
    await setBranchSetting(env, pool, ids.kompas, 'check_the_same_person_absent', 'prevent');
    const prevented = await create({ ...base(), absentee_person: teacher, dates: { [WEEK.thu]: [1] } });
    expect(prevented.status).toBe(422);
    expect(prevented.body.meta.errors.dayparts).toEqual(['The person is already reported absent on another request.']);
    await setBranchSetting(env, pool, ids.kompas, 'check_the_same_person_absent', null);
  });

  it("warns when dates fall in a vacation of the branch's region that the schedule does not leave out", async () => {
    await env.deps.db.db.execute(
      sql`insert into masterdata.vacations (pool_id, name, region, type, start_date, end_date) values (${pool}, 'Schoolreis', 'middle', 'study', '2027-06-14', '2027-06-14')`,
    );
    const res = await create({ ...base(), absentee_person: ids.teachers[33], dates: { '2027-06-14': [1], '2027-06-15': [1] } });
    expect(res.status).toBe(201);
    expect(res.body.meta.messages).toEqual([
      { type: 'warning', title: 'Warning', message: 'The request has dates in a vacation: Schoolreis' },
    ]);
  });

  it('refuses references outside the pool or archived, per field', async () => {
    const noord = await env.ids(env.pools.noord);
    const res = await create({
      branch: noord.board,
      schedule: noord.schedule,
      reason_for_absence: noord.reason.ZK,
      absentee_person: noord.teachers[0],
      labels: [999999],
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toMatchObject({
      branch: ['The selected Branch is invalid.'],
      schedule: ['The selected Schedule is invalid.'],
      reason_for_absence: ['The selected Reason for absence is invalid.'],
      absentee_person: ['The selected Absentee Person is invalid.'],
      labels: ['The selected Labels are invalid.'],
    });
  });

  it("a school's schedule serves that school only", async () => {
    const res = await create({ ...base(), schedule: ids.continuous, absentee_person: ids.teachers[34], dates: { [WEEK.mon]: [1] } });
    expect(res.body.meta.errors.schedule).toEqual(['The selected Schedule is invalid.']);
    const own = await create({
      ...base(),
      branch: ids.regenboog,
      schedule: ids.continuous,
      absentee_person: ids.teachers[2],
      dates: { [WEEK.wed]: [2] },
    });
    expect(own.status).toBe(201);
  });

  it('a branch-bound profile makes requests for its own branches only (403 elsewhere)', async () => {
    const school = await env.token(pool, [P.REQUEST_CREATE, P.REQUEST_VIEW], { view_entire_pool: false, branch_id: ids.kompas });
    const elsewhere = await create(
      { ...base(), branch: ids.vlinder, absentee_person: ids.teachers[35], dates: { [WEEK.mon]: [1] } },
      school,
    );
    expect(elsewhere.status).toBe(403);
    const own = await create({ ...base(), absentee_person: ids.teachers[35], dates: { [WEEK.fri]: [1] } }, school);
    expect(own.status).toBe(201);
    expect(own.body.data.editable).toBe(false);
  });
});

describe('read, search by number, update, delete', () => {
  let number: number;
  beforeAll(async () => {
    number = (await create({ ...base(), absentee_person: ids.teachers[36], dates: { '2027-06-21': [1, 2] } })).body.data.id;
  });

  it('finds a request by its number and answers 404 with the message for an unknown one', async () => {
    expect((await env.server.call('GET', `/api/request/${number}`, { token })).body.data.number).toBe(number);
    const missing = await env.server.call('GET', '/api/request/987654321', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.messages[0].message).toBe('Request #987654321 not found');
  });

  it("keeps a branch-bound profile to its branches' requests, also while profiles of two branches read it at once", async () => {
    const other = await env.token(pool, [P.REQUEST_VIEW], { view_entire_pool: false, branch_id: ids.vlinder });
    const board = await env.token(pool, [P.REQUEST_VIEW], { view_entire_pool: false, branch_id: ids.board });
    // the read is one statement for every branch (its branch a value): more calls than the server's custom plans
    const callers = [other, board, other, board, other, board, other, board, other, board, other, board];
    const statuses = await Promise.all(
      callers.map(async (as) => (await env.server.call('GET', `/api/request/${number}`, { token: as })).status),
    );
    expect(statuses).toEqual(callers.map((as) => (as === board ? 200 : 404)));
  });

  it('changes the data and logs who changed what', async () => {
    const res = await env.server.call('PUT', `/api/request/${number}`, {
      token,
      body: { absentee_person: ids.teachers[37], general_remark: 'Groep 7', preferred_person: ids.person('invaller@demo.invalpool.nl') },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ absentee_person: { id: ids.teachers[37] }, general_remark: 'Groep 7' });
    const timeline = (await env.server.call('GET', `/api/request/${number}/timeline`, { token })).body.data;
    expect(
      timeline
        .map((e: { event: string }) => e.event)
        .slice(0, 3)
        .sort(),
    ).toEqual(['absent_person_changed', 'preferred_substitute_changed', 'updated']);
    const changed = timeline.find((e: { event: string }) => e.event === 'absent_person_changed');
    expect(changed.data.changes.absentee_person).toMatchObject({ from: { id: ids.teachers[36] }, to: { id: ids.teachers[37] } });
    expect(changed.author).toEqual({ username: `planner-${pool}`, full_name: 'Petra Planner' });
    expect(timeline.find((e: { event: string }) => e.event === 'updated').data.changes).toEqual({
      general_remark: { from: null, to: 'Groep 7' },
    });
  });

  it('changes the vacancy url only to an http(s) address, and logs it as updated', async () => {
    const put = (vacancy_url: string | null) => env.server.call('PUT', `/api/request/${number}`, { token, body: { vacancy_url } });
    const refused = await put('ftp://vacatures.example.nl/123');
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.vacancy_url).toEqual(['The Vacancy url must be a valid URL.']);
    const saved = await put('https://vacatures.example.nl/123');
    expect(saved.status).toBe(200);
    expect(saved.body.data.vacancy_url).toBe('https://vacatures.example.nl/123');
    const [latest] = (await env.server.call('GET', `/api/request/${number}/timeline`, { token })).body.data;
    expect(latest).toMatchObject({
      event: 'updated',
      data: { changes: { vacancy_url: { from: null, to: 'https://vacatures.example.nl/123' } } },
    });
  });

  it('serves the timeline, schedule and branch information only with their tab right besides view (ID-PERM-08)', async () => {
    const calls = ['/timeline', '/dayparts', '/branch'];
    const rights = { '/timeline': E.REQUEST_TIMELINE, '/dayparts': E.REQUEST_SCHEDULE, '/branch': E.REQUEST_BRANCH_INFO } as const;
    const status = async (suffix: string, held: string[]) =>
      (await env.server.call('GET', `/api/request/${number}${suffix}`, { token: await env.token(pool, held) })).status;
    for (const suffix of calls) {
      const tab = rights[suffix as keyof typeof rights];
      expect([suffix, await status(suffix, [P.REQUEST_VIEW])]).toEqual([suffix, 403]);
      expect([suffix, await status(suffix, [tab])]).toEqual([suffix, 403]);
      expect([suffix, await status(suffix, [P.REQUEST_VIEW, tab])]).toEqual([suffix, 200]);
    }
    const branch = await env.server.call('GET', `/api/request/${number}/branch`, { token });
    expect(branch.body.data).toEqual({
      id: ids.kompas,
      name: 'Het Kompas',
      email: null,
      city: 'Zeist',
      region: 'middle',
      board: 'Stichting Demo Bestuur',
    });
  });

  it('refuses to delete a request with open or planned dayparts, and deletes it once they are closed', async () => {
    const refused = await env.server.call('DELETE', `/api/request/${number}/archive`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors._).toEqual(['Request cannot be deleted while it has open or planned dayparts.']);
    const closed = await env.server.call('POST', `/api/request/${number}/dates`, {
      token,
      body: { action: 'close', dayparts: { '2027-06-21': [1, 2] }, reason: ids.daypartReason.close },
    });
    expect(closed.status).toBe(200);
    expect((await env.server.call('DELETE', `/api/request/${number}/archive`, { token })).status).toBe(200);
    expect((await env.server.call('GET', `/api/request/${number}`, { token })).status).toBe(404);
  });
});

describe('the request list (REQ-LIST-01/02)', () => {
  const list = (query: string, as = token) => env.server.call('GET', `/api/request?${query}`, { token: as });

  it('pages with meta.pagination and sorts ties by number', async () => {
    const res = await list('itemsPerPage=25&page=2&sortBy[column]=number&sortBy[order]=asc');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toMatchObject({ per_page: 25, current_page: 2 });
    expect(res.body.meta.pagination.total).toBeGreaterThan(300);
    expect(res.body.data.map((r: { number: number }) => r.number)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
  });

  it('filters by status and branch, each row carrying the status the filter asked', async () => {
    for (const status of ['completed', 'high', 'medium', 'other']) {
      const res = await list(`itemsPerPage=100&filters[status][]=${status}&filters[branch][]=${ids.board}`);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(new Set(res.body.data.map((r: { status: string }) => r.status))).toEqual(new Set([status]));
    }
    const kompas = await list(`itemsPerPage=-1&filters[branch][]=${ids.kompas}`);
    expect(new Set(kompas.body.data.map((r: { branch_name: string }) => r.branch_name))).toEqual(new Set(['Het Kompas']));
  });

  it('gives the red and orange warnings by the first open daypart', async () => {
    const red = await list('itemsPerPage=-1&filters[warning][]=red');
    expect(
      red.body.data.every((r: { warning: string; first_open_date: string }) => r.warning === 'red' && r.first_open_date <= '2026-11-25'),
    ).toBe(true);
    const orange = await list('itemsPerPage=-1&filters[warning][]=orange');
    expect(
      orange.body.data.every((r: { first_open_date: string }) => r.first_open_date > '2026-11-25' && r.first_open_date <= '2026-12-16'),
    ).toBe(true);
  });

  it('searches the number, the absentee and the branch, and sorts by a name', async () => {
    const byName = await list('itemsPerPage=-1&search[q]=vlinder&sortBy[column]=absentee_name');
    expect(byName.body.data.length).toBeGreaterThan(0);
    expect(new Set(byName.body.data.map((r: { branch_name: string }) => r.branch_name))).toEqual(new Set(['De Vlinder']));
    const names = byName.body.data.map((r: { absentee_name: string | null }) => (r.absentee_name ?? '').toLowerCase());
    expect(names.filter((n: string) => n)).toEqual([...names.filter((n: string) => n)].sort());
    expect((await list('search[q]=7')).body.data.map((r: { number: number }) => r.number)).toContain(7);
  });

  it('gives branch-bound profiles of two schools, at once on the same page, each the requests and total of its own branches', async () => {
    // the page's statement is built once for both (the same shape): the values decide
    const rowsOf = (res: { body: { data: { number: number }[] } }) => res.body.data.map((r) => r.number).sort((a, b) => a - b);
    for (const school of [ids.kompas, ids.vlinder]) {
      const bound = await env.token(pool, [P.REQUEST_VIEW], { view_entire_pool: false, branch_id: school });
      const other = await env.token(pool, [P.REQUEST_VIEW], {
        view_entire_pool: false,
        branch_id: school === ids.kompas ? ids.vlinder : ids.kompas,
      });
      const own = await list(`itemsPerPage=-1&filters[branch][]=${school}`);
      expect(own.body.data.length).toBeGreaterThan(0);
      const [mine, theirs] = await Promise.all([list('itemsPerPage=100&page=1', bound), list('itemsPerPage=100&page=1', other)]);
      expect(rowsOf(mine)).toEqual(rowsOf(own));
      expect(mine.body.meta.pagination.total).toBe(own.body.data.length);
      expect(rowsOf(theirs).filter((n: number) => rowsOf(own).includes(n))).toEqual([]);
      // a page past the end still counts the profile's own
      const past = await list('itemsPerPage=25&page=999', bound);
      expect(past.body.data).toEqual([]);
      expect(past.body.meta.pagination.total).toBe(own.body.data.length);
    }
  });

  it('refuses a sort column it does not know', async () => {
    const res = await list('sortBy[column]=password');
    expect(res.status).toBe(422);
    expect(res.body.meta.errors['sortBy.column']).toEqual(['The sort column is not allowed.']);
  });

  it('exports the filtered list as CSV only with the export right', async () => {
    const viewer = await env.token(pool, [P.REQUEST_VIEW]);
    expect((await list('csv-export=aanvragen', viewer)).status).toBe(403);
    const exporter = await env.token(pool, [P.REQUEST_VIEW, E.REQUEST_EXPORT]);
    // the list screen sends its visible columns with their titles (ADR 0105), in the order shown
    const titles = csvColumnsParams([
      ['branch_name', 'Vestiging'],
      ['number', 'Nummer'],
      ['status', 'Status'],
    ]);
    const res = await env.server.call('GET', `/api/request?csv-export=aanvragen&filters[branch][]=${ids.vlinder}&${titles}`, {
      token: exporter,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('aanvragen.csv');
    const lines = (res.body as string).trim().split('\n');
    expect(lines[0]).toBe('Vestiging;Nummer;Status');
    expect(lines.slice(1).every((l) => l.startsWith('De Vlinder;'))).toBe(true);
    // an API client without titles gets the label keys of the template's columns
    const plain = await env.server.call('GET', `/api/request?csv-export=aanvragen&filters[branch][]=${ids.vlinder}`, { token: exporter });
    expect((plain.body as string).split('\n')[0]).toBe(
      'request_list.number;fields.status;fields.branch;fields.absentee_person;fields.reason_for_absence;request_list.period_start;' +
        'request_list.period_end;fields.first_open_daypart;request_list.open_dayparts;request_list.locked;fields.request_group',
    );
    // a column the list does not have is a 422, never a 500
    const unknown = await env.server.call('GET', `/api/request?csv-export=aanvragen&${csvColumnsParams([['pool_id']])}`, {
      token: exporter,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors).toEqual({ 'csv-columns.0.value': ['The column is not allowed.'] });
    expect(lines.slice(1).every((l) => l.includes('De Vlinder'))).toBe(true);
  });
});

describe('the create stepper calendar context', () => {
  it("answers the schedule's period, its week schedule, the working weekend and the absentee's dates", async () => {
    const teacher = ids.teachers[38]!;
    const own = (await create({ ...base(), absentee_person: teacher, dates: { '2027-06-28': [1] } })).body.data.id;
    const context = (extra = '') =>
      env.server.call(
        'GET',
        `/api/request/calendar-context?branch=${ids.kompas}&schedule=${ids.schedule}&absentee_person=${teacher}${extra}`,
        {
          token,
        },
      );
    const res = await context();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      period: { start: ids.period.start, end: ids.period.end },
      working_weekend: { saturday: false, sunday: false },
      absentee: { dates: expect.arrayContaining(['2027-06-28']), setting: 'warn' },
      payroll_system: false,
    });
    // the Schedule tab asks it for the request itself: its own dates are no other absence
    expect((await context(`&request=${own}`)).body.data.absentee.dates).not.toContain('2027-06-28');
    expect(res.body.data.week_schedule.filter((s: { week_day: number }) => s.week_day === 3)).toHaveLength(1);
    expect(
      res.body.data.vacations.some((v: { name: string; in_schedule: boolean }) => v.name === 'Kerstvakantie 2026' && !v.in_schedule),
    ).toBe(true);
  });
});

async function countRequests(): Promise<number> {
  const result = (await env.deps.db.db.execute(sql`select count(*)::int as n from staffing.requests`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

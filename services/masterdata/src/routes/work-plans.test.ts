import { PersonTabPermission as X } from '@app/contracts';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, periods, persons } from '../db/schema';
import { NOT_ENOUGH, seedBranchTree, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

/** The work plans and work plan definitions management lists (MD-GEN-03, MD-WPLAN-01, ADR 0109). */
let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let noordAdmin: string;
const ids: Record<string, number> = {};
let period: number;
let nextPeriod: number;
let noordPlan: number;
let noordDefinition: number;
let noordPerson: number;

const call = (method: string, path: string, body?: unknown, token = admin) => server.call(method, `/api/${path}`, { token, body });
const rowsOf = async (path: string, token = admin) => (await call('GET', path, undefined, token)).body.data as Record<string, unknown>[];

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const noordTypes = await seedBranchTypes(deps, 2);
  admin = await tokenWith(deps, 1, X.WORKPLAN_ALL);
  viewer = await tokenWith(deps, 1, X.WORKPLAN_VIEW);
  noordAdmin = await tokenWith(deps, 2, X.WORKPLAN_ALL);
  await deps.db.withSystem(async (tx) => {
    Object.assign(ids, await seedBranchTree(tx, types));
    const people = await tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' },
        { poolId: 1, firstName: 'Bram', lastName: 'Bakker', initials: 'B.' },
        { poolId: 2, firstName: 'Nora', lastName: 'Noord', initials: 'N.' },
      ])
      .returning({ id: persons.id, lastName: persons.lastName });
    for (const p of people) ids[p.lastName] = p.id;
    const made = await tx
      .insert(periods)
      .values([
        { poolId: 1, name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' },
        { poolId: 1, name: '2027-2028', startDate: '2027-08-01', endDate: '2028-07-31' },
        { poolId: 2, name: 'Noord 2026', startDate: '2026-08-01', endDate: '2027-07-31' },
      ])
      .returning({ id: periods.id });
    [period, nextPeriod] = made.map((p) => p.id) as [number, number];
    const [noordBranch] = await tx
      .insert(branches)
      .values({ poolId: 2, name: 'Noordschool', branchTypeId: noordTypes.school })
      .returning({ id: branches.id });
    ids.noordBranch = noordBranch!.id;
    ids.noordPeriod = made[2]!.id;
  });
  noordPerson = ids.Noord!;
  const noordBody = { branch_id: ids.noordBranch, period_id: ids.noordPeriod, hours: 10 };
  noordDefinition = (await call('POST', 'work-plan-definition', noordBody, noordAdmin)).body.data.id;
  noordPlan = (await call('POST', 'work-plan', { ...noordBody, person_id: noordPerson }, noordAdmin)).body.data.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('work plan definitions', () => {
  it('keeps one live definition a branch and period, with its hours, bapo and sustainable employability', async () => {
    const made = await call('POST', 'work-plan-definition', {
      branch_id: ids['De Regenboog'],
      period_id: period,
      hours: '16',
      description: 'Norm groepsleerkracht',
      bapo: '',
      sustainable_employability: 4,
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ hours: 16, bapo: 0, sustainable_employability: 4, archived: false });
    const twice = await call('POST', 'work-plan-definition', { branch_id: ids['De Regenboog'], period_id: period, hours: 2 });
    expect(twice.status).toBe(422);
    expect(twice.body.meta.errors).toEqual({ period_id: ['This branch already has a work plan definition for this period.'] });
    // the next period is free; a change of its own definition does not count against it
    expect((await call('POST', 'work-plan-definition', { branch_id: ids['De Regenboog'], period_id: nextPeriod, hours: 18 })).status).toBe(
      201,
    );
    expect((await call('PUT', `work-plan-definition/${made.body.data.id}`, { hours: 17 })).body.data.hours).toBe(17);
    expect((await call('PUT', `work-plan-definition/${made.body.data.id}`, { hours: 16 })).body.data.hours).toBe(16);
  });

  it('requires the hours and refuses unknown or foreign branches and periods', async () => {
    const empty = await call('POST', 'work-plan-definition', {});
    expect(empty.body.meta.errors).toEqual({
      branch_id: ['The Branch field is required.'],
      period_id: ['The Period field is required.'],
      hours: ['The Hours field is required.'],
    });
    const foreign = await call('POST', 'work-plan-definition', { branch_id: ids.noordBranch, period_id: ids.noordPeriod, hours: 1 });
    expect(foreign.body.meta.errors).toEqual({
      branch_id: ['The selected Branch is invalid.'],
      period_id: ['The selected Period is invalid.'],
    });
  });

  it('lets an archived definition make room, and refuses to restore it over a newer one', async () => {
    const old = (await call('POST', 'work-plan-definition', { branch_id: ids['Het Kompas'], period_id: period, hours: 10 })).body.data.id;
    expect((await call('DELETE', `work-plan-definition/${old}/archive`)).body.data.archived).toBe(true);
    expect((await call('POST', 'work-plan-definition', { branch_id: ids['Het Kompas'], period_id: period, hours: 12 })).status).toBe(201);
    const restore = await call('PUT', `work-plan-definition/${old}/unarchive`);
    expect(restore.status).toBe(422);
    expect(restore.body.meta.errors).toEqual({ period_id: ['This branch already has a work plan definition for this period.'] });
  });
});

describe('work plans', () => {
  it('starts a plan with blank hours from the definition of its branch and period, and shows the difference', async () => {
    const made = await call('POST', 'work-plan', {
      person_id: ids.Lovelace,
      branch_id: ids['De Regenboog'],
      period_id: period,
      hours: '',
      sustainable_employability: '',
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      person_id: ids.Lovelace,
      hours: 16,
      description: 'Norm groepsleerkracht',
      bapo: 0,
      sustainable_employability: 4,
    });
    const given = await call('POST', 'work-plan', {
      person_id: ids.Bakker,
      branch_id: ids['De Regenboog'],
      period_id: period,
      hours: 12.5,
      description: 'Groep 3',
    });
    // hours given: the plan is as entered, nothing comes from the definition
    expect(given.body.data).toMatchObject({ hours: 12.5, description: 'Groep 3', sustainable_employability: 0 });
    const rows = await rowsOf(`work-plan?filters[period][]=${period}&filters[branch][]=${ids['De Regenboog']}`);
    expect(rows).toEqual([
      {
        id: given.body.data.id,
        person_id: ids.Bakker,
        person_name: 'Bram Bakker',
        branch_id: ids['De Regenboog'],
        branch_name: 'De Regenboog',
        period_id: period,
        period_name: '2026-2027',
        hours: 12.5,
        definition_hours: 16,
        hours_difference: -3.5,
        description: 'Groep 3',
        bapo: 0,
        sustainable_employability: 0,
        archived: false,
      },
      expect.objectContaining({ person_name: 'Ada Lovelace', hours: 16, definition_hours: 16, hours_difference: 0 }),
    ]);
    const definitions = await rowsOf(`work-plan-definition?filters[branch][]=${ids['De Regenboog']}&filters[period][]=${period}`);
    expect(definitions).toEqual([expect.objectContaining({ hours: 16, work_plan_count: 2 })]);
  });

  it('asks for the hours where no definition exists, and shows no difference without one', async () => {
    const none = await call('POST', 'work-plan', {
      person_id: ids.Lovelace,
      branch_id: ids['De Regenboog dependance Oost'],
      period_id: period,
    });
    expect(none.status).toBe(422);
    expect(none.body.meta.errors).toEqual({
      hours: ['The Hours field is required: there is no work plan definition for this branch and period.'],
    });
    const plain = await call('POST', 'work-plan', {
      person_id: ids.Lovelace,
      branch_id: ids['De Regenboog dependance Oost'],
      period_id: period,
      hours: 6,
    });
    expect(plain.body.data).toMatchObject({ hours: 6, bapo: 0, description: null });
    const [row] = await rowsOf(`work-plan?filters[branch][]=${ids['De Regenboog dependance Oost']}`);
    expect(row).toMatchObject({ hours: 6, definition_hours: null, hours_difference: null });
  });

  it("keeps the person tab's rule: one live plan a person, branch and period, whichever screen writes it", async () => {
    const twice = await call('POST', 'work-plan', { person_id: ids.Lovelace, branch_id: ids['De Regenboog'], period_id: period, hours: 3 });
    expect(twice.status).toBe(422);
    expect(twice.body.meta.errors).toEqual({ period_id: ['This person already has a work plan for this branch and period.'] });
    const tab = await call('POST', `person/${ids.Lovelace}/work-plans`, { branch_id: ids['Het Kompas'], period_id: nextPeriod, hours: 8 });
    expect(tab.status).toBe(201);
    const fromList = await call('POST', 'work-plan', {
      person_id: ids.Lovelace,
      branch_id: ids['Het Kompas'],
      period_id: nextPeriod,
      hours: 9,
    });
    expect(fromList.body.meta.errors).toEqual({ period_id: ['This person already has a work plan for this branch and period.'] });
    // the tab starts from the definition too
    const fromNorm = await call('POST', `person/${ids.Lovelace}/work-plans`, {
      branch_id: ids['Het Kompas'],
      period_id: period,
      hours: '',
    });
    expect(fromNorm.body.data.rows).toContainEqual(
      expect.objectContaining({ branch_name: 'Het Kompas', period_name: '2026-2027', hours: 12 }),
    );
    const unknown = await call('POST', 'work-plan', {
      person_id: noordPerson,
      branch_id: ids['Het Kompas'],
      period_id: nextPeriod,
      hours: 9,
    });
    expect(unknown.body.meta.errors).toEqual({ person_id: ['The selected Person is invalid.'] });
  });

  it('archives a plan out of the person tab and the rule, and refuses to restore it over a newer plan', async () => {
    const [plan] = await rowsOf(`work-plan?filters[person][]=${ids.Lovelace}&filters[branch][]=${ids['Het Kompas']}`);
    const id = plan!.id as number;
    expect((await call('DELETE', `work-plan/${id}/archive`)).body.data.archived).toBe(true);
    const tab = (await call('GET', `person/${ids.Lovelace}/work-plans`)).body.data.rows as { id: number }[];
    expect(tab.map((r) => r.id)).not.toContain(id);
    expect((await rowsOf(`work-plan?filters[person][]=${ids.Lovelace}`)).map((r) => r.id)).not.toContain(id);
    expect((await rowsOf(`work-plan?filters[person][]=${ids.Lovelace}&filters[archived]=1`)).map((r) => r.id)).toContain(id);
    const again = await call('POST', 'work-plan', {
      person_id: ids.Lovelace,
      branch_id: ids['Het Kompas'],
      period_id: nextPeriod,
      hours: 9,
    });
    expect(again.status).toBe(201);
    const restore = await call('PUT', `work-plan/${id}/unarchive`);
    expect(restore.status).toBe(422);
    expect(restore.body.meta.errors).toEqual({ period_id: ['This person already has a work plan for this branch and period.'] });
  });

  it("sorts, filters on the branch and the period, and searches the person's name", async () => {
    const byHours = await rowsOf('work-plan?sortBy[column]=hours&sortBy[order]=desc&itemsPerPage=-1');
    expect(byHours.map((r) => r.hours)).toEqual([16, 12.5, 12, 9, 6]);
    const byDifference = await rowsOf('work-plan?sortBy[column]=hours_difference&sortBy[order]=asc&itemsPerPage=-1');
    expect(byDifference.map((r) => r.hours_difference)).toEqual([-3.5, 0, 0, null, null]);
    expect((await rowsOf(`work-plan?filters[period][]=${nextPeriod}`)).map((r) => r.hours)).toEqual([9]);
    expect((await rowsOf('work-plan?search[name]=bakk')).map((r) => r.person_name)).toEqual(['Bram Bakker']);
    expect((await rowsOf('work-plan?search[name]=Regenboog')).length).toBe(0);
    const csv = await call('GET', 'work-plan?csv-export=werkplannen&sortBy[column]=hours&sortBy[order]=desc');
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[1]).toMatch(/^Ada Lovelace;De Regenboog;2026-2027;16;16;0;/);
  });

  it('applies the personal filter: a profile bound to a school sees and writes the plans of its subtree only', async () => {
    const boundTo = (branch: string) =>
      testToken(deps, { pool_id: 1, branch_id: ids[branch]!, view_entire_pool: false, allow: [X.WORKPLAN_ALL] });
    const school = await boundTo('De Regenboog');
    const seen = await rowsOf('work-plan?itemsPerPage=-1', school);
    expect(new Set(seen.map((r) => r.branch_name))).toEqual(new Set(['De Regenboog', 'De Regenboog dependance Oost']));
    const kompas = (await rowsOf(`work-plan?filters[branch][]=${ids['Het Kompas']}`))[0]!.id;
    expect((await call('GET', `work-plan/${kompas}`, undefined, school)).status).toBe(404);
    const elsewhere = await call(
      'POST',
      'work-plan',
      { person_id: ids.Bakker, branch_id: ids['Het Kompas'], period_id: period, hours: 2 },
      school,
    );
    expect([elsewhere.status, elsewhere.body.meta.messages[0].message]).toEqual([403, NOT_ENOUGH]);
    expect((await rowsOf('work-plan-definition', await boundTo('Het Kompas'))).map((r) => r.hours)).toEqual([12]);
  });
});

describe('the rights and the pool of the work plan lists', () => {
  it('reads with WORKPLAN_VIEW and writes with WORKPLAN_ALL only', async () => {
    for (const list of ['work-plan', 'work-plan-definition']) {
      expect([list, (await call('GET', list, undefined, viewer)).status]).toEqual([list, 200]);
      const write = await call('POST', list, {}, viewer);
      expect([list, write.status, write.body.meta.messages[0].message]).toEqual([list, 403, NOT_ENOUGH]);
    }
    const none = await tokenWith(deps, 1, X.SCORE_ALL);
    expect((await call('GET', 'work-plan', undefined, none)).status).toBe(403);
  });

  it("answers 404 for another pool's plans and definitions, and never lists them", async () => {
    for (const [list, id] of [
      ['work-plan', noordPlan],
      ['work-plan-definition', noordDefinition],
    ] as const) {
      expect((await call('GET', `${list}/${id}`)).status).toBe(404);
      expect((await call('PUT', `${list}/${id}`, { hours: 1 })).status).toBe(404);
      expect((await call('DELETE', `${list}/${id}/archive`)).status).toBe(404);
      expect((await rowsOf(`${list}?itemsPerPage=-1`)).map((r) => r.id)).not.toContain(id);
    }
    expect((await call('GET', `work-plan/${noordPlan}`, undefined, noordAdmin)).body.data.hours).toBe(10);
  });
});

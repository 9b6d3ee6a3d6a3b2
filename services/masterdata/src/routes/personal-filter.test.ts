import { sql } from 'drizzle-orm';
import { ExtraPermission, PersonFieldPermission } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { contracts, contractTypes, persons, weekSchedules } from '../db/schema';
import { Permission, seedBranchTree, seedBranchTypes, startMasterdata, SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { createIdentityContract } from '../testing/identity-contract';
import { createStaffingContract } from '../testing/staffing-contract';

/**
 * The personal filter (DOMAIN 'Tenancy'): a profile without view_entire_pool sees the data of its
 * branch's subtree only, in lists and in single records (outside it a record does not exist).
 */
let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  await createIdentityContract(deps);
  await createStaffingContract(deps);
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    Object.assign(ids, await seedBranchTree(tx, types));
    const people = await tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Sanne', lastName: 'Schoolleider', initials: 'S.' },
        { poolId: 1, firstName: 'Lotte', lastName: 'Visser', initials: 'L.' },
        { poolId: 1, firstName: 'Daan', lastName: 'Bakker', initials: 'D.' },
        { poolId: 1, firstName: 'Fatima', lastName: 'El Amrani', initials: 'F.' },
        { poolId: 1, firstName: 'Thijs', lastName: 'Berg', initials: 'T.' },
        { poolId: 1, firstName: 'Kees', lastName: 'Oud', initials: 'K.' },
      ])
      .returning({ id: persons.id, lastName: persons.lastName });
    for (const p of people) ids[p.lastName] = p.id;
    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    // Lotte works at the dependance below De Regenboog, Daan at Het Kompas
    await tx.insert(contracts).values([
      {
        poolId: 1,
        personId: ids.Visser!,
        contractTypeId: type!.id,
        branchId: ids['De Regenboog dependance Oost']!,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      },
      {
        poolId: 1,
        personId: ids.Bakker!,
        contractTypeId: type!.id,
        branchId: ids['Het Kompas']!,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      },
      // Kees worked at the dependance last school year (the clock stands at 2026-11-21)
      {
        poolId: 1,
        personId: ids.Oud!,
        contractTypeId: type!.id,
        branchId: ids['De Regenboog dependance Oost']!,
        startDate: '2025-08-01',
        endDate: '2026-07-31',
      },
    ]);
    // Fatima has a profile at De Regenboog; Thijs had one there, archived since
    await tx.execute(sql`insert into identity.profile_directory (id, pool_id, person_id, account_id, branch_id, archived_at) values
      (1, 1, ${ids['El Amrani']!}, 1, ${ids['De Regenboog']!}, null), (2, 1, ${ids.Berg!}, 2, ${ids['De Regenboog']!}, now())`);
    await tx.insert(weekSchedules).values([
      { poolId: 1, name: 'Pool breed' },
      { poolId: 1, name: 'Bestuur', branchId: ids['Stichting Demo Bestuur']! },
      { poolId: 1, name: 'Regenboog', branchId: ids['De Regenboog']! },
      { poolId: 1, name: 'Kompas', branchId: ids['Het Kompas']! },
    ]);
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const rights = [
  Permission.PERSON_VIEW,
  Permission.BRANCH_VIEW,
  Permission.WEEK_SCHEDULE_ALL,
  Permission.PERSON_ALL,
  Permission.CONTRACT_VIEW,
  PersonFieldPermission.PERSON_EXPORT,
];
/** The demo 'school' user: a profile at De Regenboog without view_entire_pool. */
const schoolUser = () =>
  testToken(deps, { pool_id: 1, allow: rights, branch_id: ids['De Regenboog']!, person_id: ids.Schoolleider!, view_entire_pool: false });
const names = (body: { data: { name?: string; full_name?: string }[] }) => body.data.map((r) => r.name ?? r.full_name).sort();

describe('a school user', () => {
  it('lists its school and the branches below it only', async () => {
    const res = await server.call('GET', '/api/branch', { token: await schoolUser() });
    expect(names(res.body)).toEqual(['De Regenboog', 'De Regenboog dependance Oost']);
    expect(res.body.meta.pagination.total).toBe(2);
  });

  it('sees its subtree as the branch tree, its school as the root', async () => {
    const res = await server.call('GET', '/api/branch/tree', { token: await schoolUser() });
    expect(res.body.data.map((b: { name: string; children: { name: string }[] }) => [b.name, b.children.map((c) => c.name)])).toEqual([
      ['De Regenboog', ['De Regenboog dependance Oost']],
    ]);
  });

  it('lists itself and the persons with a contract or a live profile in its subtree', async () => {
    const res = await server.call('GET', '/api/person', { token: await schoolUser() });
    expect(names(res.body)).toEqual(['Fatima El Amrani', 'Lotte Visser', 'Sanne Schoolleider']);
    const csv = await server.call('GET', '/api/person?csv-export=personen', { token: await schoolUser() });
    expect(csv.status).toBe(200);
    expect(csv.body).not.toContain('Bakker');
  });

  it("and a user of another school, at once on the same list page, each get their own subtree's persons", async () => {
    // the page's statement is built once for both (the same shape): the values decide
    const kompasUser = () =>
      testToken(deps, { pool_id: 1, allow: rights, branch_id: ids['Het Kompas']!, person_id: ids.Bakker!, view_entire_pool: false });
    for (let round = 0; round < 3; round++) {
      const [regenboog, kompas] = await Promise.all([
        server.call('GET', '/api/person?page=1&itemsPerPage=25', { token: await schoolUser() }),
        server.call('GET', '/api/person?page=1&itemsPerPage=25', { token: await kompasUser() }),
      ]);
      expect(names(regenboog.body)).toEqual(['Fatima El Amrani', 'Lotte Visser', 'Sanne Schoolleider']);
      expect(names(kompas.body)).toEqual(['Daan Bakker']);
      expect(kompas.body.meta.pagination.total).toBe(1);
    }
  });

  it('gets 404 for a branch or person outside its subtree, also when changing it', async () => {
    const token = await schoolUser();
    expect((await server.call('GET', `/api/branch/${ids['Het Kompas']}`, { token })).status).toBe(404);
    const person = await server.call('GET', `/api/person/${ids.Bakker}`, { token });
    expect(person.status).toBe(404);
    expect(person.body.meta.messages[0].message).toBe(`Person #${ids.Bakker} not found`);
    expect((await server.call('PUT', `/api/person/${ids.Bakker}`, { token, body: { city: 'Zeist' } })).status).toBe(404);
    expect((await server.call('DELETE', `/api/person/${ids.Bakker}/archive`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/person/${ids.Visser}`, { token })).status).toBe(200);
    // the person popup's tabs keep to it as well
    expect((await server.call('GET', `/api/person/${ids.Bakker}/contracts`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/person/${ids.Visser}/contracts`, { token })).status).toBe(200);
    expect((await server.call('GET', `/api/branch/${ids['De Regenboog dependance Oost']}`, { token })).status).toBe(200);
  });

  it('creates and moves records only within its subtree', async () => {
    const token = await testToken(deps, {
      pool_id: 1,
      allow: [...rights, Permission.BRANCH_ALL],
      branch_id: ids['De Regenboog']!,
      person_id: ids.Schoolleider!,
      view_entire_pool: false,
    });
    const segments = [
      { week_day: 1, daypart: 1, start_class_time: '08:30', end_class_time: '12:00', start_work_time: '08:15', end_work_time: '12:15' },
    ];
    const count = () =>
      deps.db.withSystem((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from masterdata.week_schedules`));
    const before = await count();
    // a week schedule for another school, for the board above, or for every branch: refused, nothing written
    for (const branch_id of [ids['Het Kompas'], ids['Stichting Demo Bestuur'], null]) {
      const res = await server.call('POST', '/api/week-schedule', { token, body: { name: 'Buiten', branch_id, segments } });
      expect({ branch_id, status: res.status }).toEqual({ branch_id, status: 403 });
    }
    expect(await count()).toEqual(before);
    // within the subtree it works; moving it out of the subtree does not
    const own = await server.call('POST', '/api/week-schedule', {
      token,
      body: { name: 'Binnen', branch_id: ids['De Regenboog dependance Oost'], segments },
    });
    expect(own.status).toBe(201);
    const moved = await server.call('PUT', `/api/week-schedule/${own.body.data.id}`, { token, body: { branch_id: ids['Het Kompas'] } });
    expect(moved.status).toBe(403);
    expect((await server.call('GET', `/api/week-schedule/${own.body.data.id}`, { token })).body.data.branch_id).toBe(
      ids['De Regenboog dependance Oost'],
    );
    // a branch of its own moved under another school leaves the subtree: refused
    const dependance = await server.call('PUT', `/api/branch/${ids['De Regenboog dependance Oost']}`, {
      token,
      body: { parent_id: ids['Het Kompas'] },
    });
    expect(dependance.status).toBe(403);
    await deps.db.withSystem((tx) => tx.execute(sql`delete from masterdata.week_schedules where name = 'Binnen'`));
  });

  it("sees the pool's and its board's week schedules next to its own, not another school's", async () => {
    const res = await server.call('GET', '/api/week-schedule', { token: await schoolUser() });
    expect(names(res.body)).toEqual(['Bestuur', 'Pool breed', 'Regenboog']);
  });

  it('sees nothing of the branch tree without a branch', async () => {
    const token = await testToken(deps, { pool_id: 1, allow: rights, branch_id: null, person_id: null, view_entire_pool: false });
    expect((await server.call('GET', '/api/branch', { token })).body.data).toEqual([]);
    expect((await server.call('GET', '/api/person', { token })).body.data).toEqual([]);
  });
});

describe('MD-SET-07 planned_person_visible_days', () => {
  const plan = (personId: number, branch: string, date: string, state = 'planned') =>
    deps.db.db.execute(
      sql`insert into staffing.daypart_day_total_directory (pool_id, date, branch_id, state, person_id) values (1, ${date}, ${ids[branch]!}, ${state}, ${personId})`,
    );
  const setting = (sqlText: ReturnType<typeof sql>) => deps.db.withSystem((tx) => tx.execute(sqlText));

  it('shows a person planned at the branches until the days after the last planned day, as the setting holds for the viewing branch', async () => {
    const [ivo] = await deps.db.withSystem((tx) =>
      tx.insert(persons).values({ poolId: 1, firstName: 'Ivo', lastName: 'Invaller', initials: 'I.' }).returning({ id: persons.id }),
    );
    const id = ivo!.id;
    const listed = async () =>
      names((await server.call('GET', '/api/person', { token: await schoolUser() })).body).includes('Ivo Invaller');
    const opened = async () => (await server.call('GET', `/api/person/${id}`, { token: await schoolUser() })).status;
    try {
      // planned at another school, or only invited at the school: not the school's
      await plan(id, 'Het Kompas', '2026-11-20');
      await plan(id, 'De Regenboog dependance Oost', '2026-11-20', 'invited');
      expect(await listed()).toBe(false);
      expect(await opened()).toBe(404);
      // planned at the dependance 35 days ago (the clock stands at 2026-11-21): past the default 30 days
      await plan(id, 'De Regenboog dependance Oost', '2026-10-17');
      expect(await listed()).toBe(false);
      // the pool keeps them 40 days
      await setting(
        sql`insert into masterdata.pool_settings (pool_id, code, value) values (1, 'planned_person_visible_days', '40'::jsonb)`,
      );
      expect(await listed()).toBe(true);
      expect(await opened()).toBe(200);
      // the board above the school keeps them 20 days: the school inherits that
      await setting(
        sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value) values (1, ${ids['Stichting Demo Bestuur']!}, 'planned_person_visible_days', '20'::jsonb)`,
      );
      expect(await listed()).toBe(false);
      // 0 days: visible while planned work lies ahead, from the planning on
      await setting(
        sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value) values (1, ${ids['De Regenboog']!}, 'planned_person_visible_days', '0'::jsonb)`,
      );
      await plan(id, 'De Regenboog', '2026-12-07');
      expect(await listed()).toBe(true);
      expect(await opened()).toBe(200);
    } finally {
      await deps.db.db.execute(sql`delete from staffing.daypart_day_total_directory where person_id = ${id}`);
      await setting(sql`delete from masterdata.branch_settings where code = 'planned_person_visible_days'`);
      await setting(sql`delete from masterdata.pool_settings where code = 'planned_person_visible_days'`);
      await setting(sql`delete from masterdata.persons where id = ${id}`);
    }
  });
});

describe('view_entire_pool', () => {
  it('lifts the personal filter', async () => {
    const token = await testToken(deps, { pool_id: 1, allow: rights, branch_id: ids['De Regenboog']!, view_entire_pool: true });
    expect((await server.call('GET', '/api/branch', { token })).body.meta.pagination.total).toBe(4);
    expect((await server.call('GET', '/api/person', { token })).body.meta.pagination.total).toBe(6);
  });
});

describe('ID-PERM-13 CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST', () => {
  const user = (extra: string[]) =>
    testToken(deps, {
      pool_id: 1,
      allow: [...rights, ...extra],
      branch_id: ids['De Regenboog']!,
      person_id: ids.Schoolleider!,
      view_entire_pool: false,
    });
  const pickerNames = async (token: string) =>
    ((await server.call('GET', '/api/inputs?inputs[persons][search]=', { token })).body.data.persons as { name: string }[]).map(
      (o) => o.name,
    );

  it('without it, a person whose contracts at the branches have all ended is out of scope: list, export, card, picker', async () => {
    const token = await user([]);
    expect(names((await server.call('GET', '/api/person', { token })).body)).not.toContain('Kees Oud');
    expect((await server.call('GET', '/api/person?csv-export=personen', { token })).body).not.toContain('Oud');
    expect((await server.call('GET', `/api/person/${ids.Oud}`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/person/${ids.Oud}/contracts`, { token })).status).toBe(404);
    expect(await pickerNames(token)).not.toContain('Kees Oud');
  });

  it("with it, an ended contract at the branches counts too, in either spelling of the right (also the spec's, without the prefix)", async () => {
    for (const right of [ExtraPermission.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, 'CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST']) {
      const token = await user([right]);
      expect(names((await server.call('GET', '/api/person', { token })).body)).toEqual([
        'Fatima El Amrani',
        'Kees Oud',
        'Lotte Visser',
        'Sanne Schoolleider',
      ]);
      expect((await server.call('GET', '/api/person?csv-export=personen', { token })).body).toContain('Oud');
      expect((await server.call('GET', `/api/person/${ids.Oud}`, { token })).status).toBe(200);
      expect(await pickerNames(token)).toContain('Kees Oud');
      // a past contract elsewhere still does not count
      expect((await server.call('GET', `/api/person/${ids.Bakker}`, { token })).status).toBe(404);
    }
  });
});

import { sql } from 'drizzle-orm';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { absenceGroups, labelGroups, labels, periods, persons, reasonsForAbsence, vacations, weekSchedules } from '../db/schema';
import { Permission, seedBranchTree, seedBranchTypes, startMasterdata, SETUP_TIMEOUT_MS, tokenWith } from '../testing/fixtures';

/**
 * GET inputs narrows its select lists: a dependent select sends its parent's value as
 * `inputs[<get_key>][option]` (FormField.depends_on), and lists kept per branch keep to the
 * caller's personal filter (ADR 0012), as the lists themselves do.
 */
let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    Object.assign(ids, await seedBranchTree(tx, types));
    const [sanne, daan] = await tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Sanne', lastName: 'Schoolleider', initials: 'S.' },
        { poolId: 1, firstName: 'Daan', lastName: 'Bakker', initials: 'D.' },
      ])
      .returning({ id: persons.id });
    ids.Sanne = sanne!.id;
    ids.Daan = daan!.id;
    // Daan has a profile at Het Kompas only
    await tx.execute(
      sql`insert into identity.profile_directory (id, pool_id, person_id, account_id, branch_id, archived_at) values (1, 1, ${ids.Daan!}, 1, ${ids['Het Kompas']!}, null)`,
    );

    const groups = await tx
      .insert(labelGroups)
      .values([
        { poolId: 1, name: 'Vakken' },
        { poolId: 1, name: 'Talen' },
      ])
      .returning({ id: labelGroups.id });
    ids.Vakken = groups[0]!.id;
    await tx.insert(labels).values([
      { poolId: 1, labelGroupId: groups[0]!.id, name: 'Gym' },
      { poolId: 1, labelGroupId: groups[0]!.id, name: 'Muziek' },
      { poolId: 1, labelGroupId: groups[1]!.id, name: 'Engels' },
    ]);

    const absence = await tx
      .insert(absenceGroups)
      .values([
        { poolId: 1, name: 'Ziekte' },
        { poolId: 1, name: 'Verlof' },
      ])
      .returning({ id: absenceGroups.id });
    ids.Ziekte = absence[0]!.id;
    await tx.insert(reasonsForAbsence).values([
      { poolId: 1, code: 'ZK', description: 'Ziek', absenceGroupId: absence[0]!.id },
      { poolId: 1, code: 'BV', description: 'Bijzonder verlof', absenceGroupId: absence[1]!.id },
      { poolId: 1, code: 'KOMPAS', description: 'Alleen Kompas', absenceGroupId: absence[0]!.id, branchIds: [ids['Het Kompas']!] },
    ]);

    const [period] = await tx
      .insert(periods)
      .values({ poolId: 1, name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' })
      .returning({ id: periods.id });
    ids.period = period!.id;
    await tx.insert(vacations).values([
      { poolId: 1, name: 'Herfstvakantie 2026', region: 'north', type: 'vacation', startDate: '2026-10-17', endDate: '2026-10-25' },
      { poolId: 1, name: 'Zomervakantie 2026', region: 'north', type: 'vacation', startDate: '2026-07-04', endDate: '2026-08-16' },
      { poolId: 1, name: 'Herfstvakantie 2027', region: 'north', type: 'vacation', startDate: '2027-10-16', endDate: '2027-10-24' },
    ]);
    await tx.insert(weekSchedules).values([
      { poolId: 1, name: 'Pool breed' },
      { poolId: 1, name: 'Regenboog', branchId: ids['De Regenboog']! },
      { poolId: 1, name: 'Kompas', branchId: ids['Het Kompas']! },
    ]);
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const poolWide = () => tokenWith(deps, 1);
/** The demo 'school' user: a profile at De Regenboog without view_entire_pool. */
const schoolUser = () =>
  testToken(deps, { pool_id: 1, allow: [], branch_id: ids['De Regenboog']!, person_id: ids.Sanne!, view_entire_pool: false });
const namesOf = (body: { data: Record<string, { name: string }[]> }, key: string) => body.data[key]!.map((o) => o.name).sort();

describe('a dependent select (inputs[key][option])', () => {
  it('offers the labels of the chosen label group', async () => {
    const res = await server.call('GET', `/api/inputs?inputs[labels][option]=${ids.Vakken}`, { token: await poolWide() });
    expect(res.status).toBe(200);
    expect(namesOf(res.body, 'labels')).toEqual(['Gym', 'Muziek']);
  });

  it('offers the reasons for absence of the chosen absence group, searchable', async () => {
    const res = await server.call(
      'GET',
      `/api/inputs?inputs[reasons_for_absence][option]=${ids.Ziekte}&inputs[reasons_for_absence][search]=ziek`,
      { token: await poolWide() },
    );
    expect(namesOf(res.body, 'reasons_for_absence')).toEqual(['Ziek']);
  });

  it('offers the vacations overlapping the chosen period', async () => {
    const res = await server.call('GET', `/api/inputs?inputs[vacations][option]=${ids.period}`, { token: await poolWide() });
    expect(namesOf(res.body, 'vacations')).toEqual(['Herfstvakantie 2026', 'Zomervakantie 2026']);
  });

  it('offers the branches below the chosen branch', async () => {
    const res = await server.call('GET', `/api/inputs?inputs[branches][option]=${ids['Stichting Demo Bestuur']}`, {
      token: await poolWide(),
    });
    expect(namesOf(res.body, 'branches')).toEqual(['De Regenboog', 'De Regenboog dependance Oost', 'Het Kompas']);
  });

  it('offers nothing for a parent value that is no id, and everything without one', async () => {
    const none = await server.call('GET', '/api/inputs?inputs[labels][option]=abc', { token: await poolWide() });
    expect(none.body.data.labels).toEqual([]);
    const all = await server.call('GET', '/api/inputs?inputs[labels][option]=', { token: await poolWide() });
    expect(namesOf(all.body, 'labels')).toEqual(['Engels', 'Gym', 'Muziek']);
  });

  it('the schedule form asks the vacations of its period', async () => {
    const res = await server.call('GET', '/api/template/schedule', { token: await tokenWith(deps, 1, Permission.SCHEDULE_ALL) });
    expect(res.body.data.fields.find((f: { key: string }) => f.key === 'vacation_ids')).toMatchObject({
      get_key: 'vacations',
      depends_on: 'period_id',
    });
  });
});

describe('the personal filter on inputs', () => {
  it('offers a school user its own subtree of branches only', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[branches][search]=', { token: await schoolUser() });
    expect(namesOf(res.body, 'branches')).toEqual(['De Regenboog', 'De Regenboog dependance Oost']);
  });

  it('offers a school user its own person and the persons of its subtree only', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[persons][search]=', { token: await schoolUser() });
    expect(namesOf(res.body, 'persons')).toEqual(['Sanne Schoolleider']);
  });

  it('keeps per-branch lists to the subtree and what serves every branch', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[week_schedules][search]=&inputs[reasons_for_absence][search]=', {
      token: await schoolUser(),
    });
    expect(namesOf(res.body, 'week_schedules')).toEqual(['Pool breed', 'Regenboog']);
    expect(namesOf(res.body, 'reasons_for_absence')).toEqual(['Bijzonder verlof', 'Ziek']);
  });

  it('leaves pool-wide lists whole, and a profile with view_entire_pool sees every branch', async () => {
    const school = await server.call('GET', '/api/inputs?inputs[absence_groups][search]=', { token: await schoolUser() });
    expect(namesOf(school.body, 'absence_groups')).toEqual(['Verlof', 'Ziekte']);
    const board = await server.call('GET', '/api/inputs?inputs[branches][search]=&inputs[persons][search]=', { token: await poolWide() });
    expect(namesOf(board.body, 'branches')).toHaveLength(4);
    expect(namesOf(board.body, 'persons')).toEqual(['Daan Bakker', 'Sanne Schoolleider']);
  });
});

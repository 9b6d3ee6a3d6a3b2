import { PersonFieldPermission } from '@app/contracts';
import { csvColumnsParams, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, contracts, contractTypes, labelGroups, labels, personLabels, persons, vacations } from '../db/schema';
import { Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/**
 * The filters the person, branch and vacation templates offer, applied by their list definitions:
 * what the shared filter bar sends as filters[...] narrows the rows on the server.
 */
let deps: TestDeps;
let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    const branch = async (name: string, branchTypeId: number, parentId: number | null, poolId = 1) => {
      const [row] = await tx.insert(branches).values({ poolId, name, branchTypeId, parentId }).returning({ id: branches.id });
      ids[name] = row!.id;
    };
    await branch('Stichting Demo Bestuur', types.board, null);
    await branch('De Regenboog', types.school, ids['Stichting Demo Bestuur']!);
    await branch('De Regenboog dependance Oost', types.location, ids['De Regenboog']!);
    await branch('Het Kompas', types.school, ids['Stichting Demo Bestuur']!);
    await branch('Stichting Noord', types.board, null);

    const people = await tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Lotte', lastName: 'Visser', initials: 'L.', birthDate: '1990-04-12' },
        { poolId: 1, firstName: 'Daan', lastName: 'Bakker', initials: 'D.', birthDate: '1985-09-30' },
        { poolId: 1, firstName: 'Sanne', lastName: 'Jansen', initials: 'S.', birthDate: '1990-06-01' },
        { poolId: 1, firstName: 'Bram', lastName: 'de Boer', initials: 'B.', birthDate: '2000-01-01' },
      ])
      .returning({ id: persons.id, lastName: persons.lastName });
    for (const p of people) ids[p.lastName] = p.id;

    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    const contract = (person: string, branchName: string, archived = false) => ({
      poolId: 1,
      personId: ids[person]!,
      contractTypeId: type!.id,
      branchId: ids[branchName]!,
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      archivedAt: archived ? new Date('2026-09-01T00:00:00Z') : null,
    });
    // Visser at the location below De Regenboog, Bakker at Het Kompas, Jansen's only contract archived
    await tx
      .insert(contracts)
      .values([
        contract('Visser', 'De Regenboog dependance Oost'),
        contract('Bakker', 'Het Kompas'),
        contract('Jansen', 'De Regenboog', true),
      ]);

    const [group] = await tx.insert(labelGroups).values({ poolId: 1, name: 'Vakken' }).returning({ id: labelGroups.id });
    const made = await tx
      .insert(labels)
      .values([
        { poolId: 1, labelGroupId: group!.id, name: 'Rekenen' },
        { poolId: 1, labelGroupId: group!.id, name: 'Taal' },
      ])
      .returning({ id: labels.id, name: labels.name });
    for (const l of made) ids[l.name] = l.id;
    await tx.insert(personLabels).values([
      { poolId: 1, personId: ids.Visser!, labelId: ids.Rekenen! },
      { poolId: 1, personId: ids.Bakker!, labelId: ids.Taal! },
      { poolId: 1, personId: ids.Jansen!, labelId: ids.Taal! },
    ]);

    await tx.insert(vacations).values([
      { poolId: 1, name: 'Herfstvakantie', region: 'north', type: 'holiday', startDate: '2026-10-17', endDate: '2026-10-25' },
      { poolId: 1, name: 'Kerstvakantie', region: 'middle', type: 'holiday', startDate: '2026-12-19', endDate: '2027-01-03' },
      { poolId: 1, name: 'Studiedag', region: 'north', type: 'study', startDate: '2025-11-12', endDate: '2025-11-12' },
      { poolId: 1, name: 'Zomervakantie', region: 'north', type: 'vacation', startDate: '2026-07-04', endDate: '2026-08-16' },
    ]);
  });
  token = await tokenWith(
    deps,
    1,
    Permission.PERSON_VIEW,
    PersonFieldPermission.PERSON_EXPORT,
    Permission.BRANCH_VIEW,
    Permission.VACATION_ALL,
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const names = async (url: string, field = 'last_name') => {
  const res = await server.call('GET', `/api/${url}${url.includes('?') ? '&' : '?'}itemsPerPage=-1`, { token });
  expect(res.status).toBe(200);
  return (res.body.data as Record<string, string>[]).map((row) => row[field]).sort();
};

describe('person filters', () => {
  it('offers branch, label, gender, city, date of birth, planning blockade and archived', async () => {
    const res = await server.call('GET', '/api/template-page/person', { token });
    expect(res.body.data.filter.filter_params.map((p: { key: string; type: string }) => `${p.key}:${p.type}`)).toEqual([
      'branch:branch_select_component',
      'label:label_select_component',
      'gender:select_component',
      'city:select_component',
      'birth_date:date_period_component',
      'planning_blockade:checkbox_component',
      'archived:checkbox_component',
    ]);
  });

  it('branch: persons with a live contract at the branch or any branch below it', async () => {
    expect(await names(`person?filters[branch][]=${ids['Stichting Demo Bestuur']}`)).toEqual(['Bakker', 'Visser']);
    expect(await names(`person?filters[branch][]=${ids['De Regenboog']}`)).toEqual(['Visser']);
    expect(await names(`person?filters[branch][]=${ids['De Regenboog dependance Oost']}&filters[branch][]=${ids['Het Kompas']}`)).toEqual([
      'Bakker',
      'Visser',
    ]);
    expect(await names(`person?filters[branch]=${ids['Stichting Noord']}`)).toEqual([]);
    expect(await names('person?filters[branch]=abc')).toEqual([]);
  });

  it('label: persons holding any of the labels', async () => {
    expect(await names(`person?filters[label][]=${ids.Rekenen}`)).toEqual(['Visser']);
    expect(await names(`person?filters[label][]=${ids.Rekenen}&filters[label][]=${ids.Taal}`)).toEqual(['Bakker', 'Jansen', 'Visser']);
  });

  it('date of birth: from and to, each on its own, a malformed date ignored', async () => {
    expect(await names('person?filters[born_from]=1990-01-01&filters[born_to]=1990-12-31')).toEqual(['Jansen', 'Visser']);
    expect(await names('person?filters[born_from]=1990-06-01')).toEqual(['Jansen', 'de Boer']);
    expect(await names('person?filters[born_to]=1985-09-30')).toEqual(['Bakker']);
    expect(await names('person?filters[born_to]=30-09-1985')).toHaveLength(4);
  });

  it('two filters narrow together, with the page total of the narrowed list', async () => {
    const res = await server.call(
      'GET',
      `/api/person?page=1&itemsPerPage=25&filters[branch][]=${ids['Stichting Demo Bestuur']}&filters[born_from]=1988-01-01`,
      { token },
    );
    expect(res.body.data.map((p: { last_name: string }) => p.last_name)).toEqual(['Visser']);
    expect(res.body.meta.pagination).toMatchObject({ total: 1, per_page: 25, current_page: 1 });
    // and the CSV export of the same filter
    const csv = await server.call(
      'GET',
      `/api/person?csv-export=person&filters[label][]=${ids.Taal}&filters[branch][]=${ids['Het Kompas']}&${csvColumnsParams([['full_name'], ['email'], ['city'], ['birth_date'], ['gender']])}`,
      { token },
    );
    expect((csv.body as string).trimEnd().split('\n')).toEqual([
      'fields.name;fields.email;fields.city;fields.birth_date;fields.gender',
      'Daan Bakker;;;30-09-1985;',
    ]);
  });
});

describe('branch filters', () => {
  it('parent: every branch below the chosen ones, at any depth', async () => {
    expect(await names(`branch?filters[parent][]=${ids['Stichting Demo Bestuur']}`, 'name')).toEqual([
      'De Regenboog',
      'De Regenboog dependance Oost',
      'Het Kompas',
    ]);
    expect(await names(`branch?filters[parent][]=${ids['De Regenboog']}`, 'name')).toEqual(['De Regenboog dependance Oost']);
  });

  it('branch type, with the parent filter', async () => {
    const res = await server.call('GET', '/api/branch-type?itemsPerPage=-1', {
      token: await tokenWith(deps, 1, Permission.BRANCH_VIEW, Permission.BRANCH_TYPE_ALL),
    });
    const school = (res.body.data as { id: number; name: string }[]).find((t) => t.name === 'school')!.id;
    expect(await names(`branch?filters[branch_type][]=${school}`, 'name')).toEqual(['De Regenboog', 'Het Kompas']);
    expect(await names(`branch?filters[branch_type][]=${school}&filters[parent][]=${ids['De Regenboog']}`, 'name')).toEqual([]);
  });
});

describe('vacation filters', () => {
  it('offers the period with presets', async () => {
    const res = await server.call('GET', '/api/template-page/vacation', { token });
    const period = res.body.data.filter.filter_params.find((p: { key: string }) => p.key === 'period');
    expect(period).toMatchObject({ type: 'date_period_presets_component', elements: { from: { key: 'from' }, to: { key: 'to' } } });
  });

  it('a preset period shows the vacations overlapping it, narrowed by region and type', async () => {
    // this school year, as the preset sends it
    expect(await names('vacation?filters[from]=2026-08-01&filters[to]=2027-07-31', 'name')).toEqual([
      'Herfstvakantie',
      'Kerstvakantie',
      'Zomervakantie',
    ]);
    expect(await names('vacation?filters[from]=2026-08-01&filters[to]=2027-07-31&filters[region][]=north', 'name')).toEqual([
      'Herfstvakantie',
      'Zomervakantie',
    ]);
    expect(
      await names('vacation?filters[from]=2025-08-01&filters[to]=2026-07-31&filters[type][]=study&filters[type][]=vacation', 'name'),
    ).toEqual(['Studiedag', 'Zomervakantie']);
  });
});

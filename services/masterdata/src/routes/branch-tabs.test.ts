import { BranchTabPermission as T, PersonTabPermission } from '@app/contracts';
import { csvColumnsParams, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { extractText } from 'unpdf';
import { contracts, contractTypes, hourlyRates, labelGroups, labels, periods, persons, workPlans } from '../db/schema';
import { NOT_ENOUGH, Permission, seedSchool, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let school: number;
let admin: string;
let reader: string;
const label: Record<string, number> = {};

const ALL_TABS = Object.values(T);

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  school = await seedSchool(deps, 1);
  admin = await tokenWith(deps, 1, Permission.BRANCH_ALL, ...ALL_TABS);
  // a board planner: the tabs to read, without BRANCH_ALL or the admin remark
  reader = await tokenWith(deps, 1, Permission.BRANCH_VIEW, T.BRANCH_LABELS, T.BRANCH_GENERAL_REMARK, T.BRANCH_EXPORT, T.BRANCH_SECONDMENT);
  await deps.db.withSystem(async (tx) => {
    const [denomination, personOnly, groups] = await tx
      .insert(labelGroups)
      .values([
        { poolId: 1, name: 'Denominatie', branchSelectable: true },
        { poolId: 1, name: 'Bevoegdheid', branchSelectable: false },
        { poolId: 1, name: 'Kenmerken', branchSelectable: true, multiselect: true },
      ])
      .returning({ id: labelGroups.id });
    const rows = await tx
      .insert(labels)
      .values([
        { poolId: 1, labelGroupId: denomination!.id, name: 'Katholiek' },
        { poolId: 1, labelGroupId: denomination!.id, name: 'Openbaar' },
        { poolId: 1, labelGroupId: personOnly!.id, name: 'PABO' },
        { poolId: 1, labelGroupId: groups!.id, name: 'Dalton' },
        { poolId: 1, labelGroupId: groups!.id, name: 'Montessori' },
      ])
      .returning({ id: labels.id, name: labels.name });
    for (const row of rows) label[row.name] = row.id;
    const [person] = await tx
      .insert(persons)
      .values({ poolId: 1, firstName: 'Sanne', lastName: 'de Vries', initials: 'S.' })
      .returning({ id: persons.id });
    const [type] = await tx.insert(contractTypes).values({ poolId: 1, code: 'T', name: 'Tijdelijk' }).returning({ id: contractTypes.id });
    await tx.insert(contracts).values([
      {
        poolId: 1,
        personId: person!.id,
        contractTypeId: type!.id,
        branchId: school,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
        secondment: true,
        hours: 24,
      },
      { poolId: 1, personId: person!.id, contractTypeId: type!.id, branchId: school, startDate: '2025-08-01', endDate: '2026-07-31' },
    ]);
    await tx.insert(hourlyRates).values({ poolId: 1, personId: person!.id, branchId: school, amount: 52.5, startDate: '2026-08-01' });
    const [period] = await tx
      .insert(periods)
      .values({ poolId: 1, name: 'Schooljaar 2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' })
      .returning({ id: periods.id });
    await tx.insert(workPlans).values({ poolId: 1, personId: person!.id, branchId: school, periodId: period!.id, hours: 120, bapo: 40 });
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('branch labels tab', () => {
  it('gives a branch labels of branch-selectable groups, several of a multiselect group', async () => {
    const res = await server.call('PUT', `/api/branch/${school}/labels`, {
      token: admin,
      body: { label_ids: [label.Katholiek, label.Dalton, label.Montessori] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.can_edit).toBe(true);
    expect(res.body.data.labels.map((l: { name: string }) => l.name)).toEqual(['Katholiek', 'Dalton', 'Montessori']);
    const read = await server.call('GET', `/api/branch/${school}/labels`, { token: reader });
    expect(read.body.data).toMatchObject({
      can_edit: false,
      labels: [{ name: 'Katholiek', label_group: { name: 'Denominatie' } }, {}, {}],
    });
  });

  it('refuses a label of a group that is not branch selectable, and two of a single group', async () => {
    const res = await server.call('PUT', `/api/branch/${school}/labels`, {
      token: admin,
      body: { label_ids: [label.PABO, label.Katholiek, label.Openbaar] },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.label_ids).toEqual([
      'The label PABO cannot be given to a branch.',
      'Only one label of the group Denominatie can be chosen.',
    ]);
    const unknown = await server.call('PUT', `/api/branch/${school}/labels`, { token: admin, body: { label_ids: [999999] } });
    expect(unknown.body.meta.errors.label_ids).toEqual(['The selected Labels are invalid.']);
    const notAList = await server.call('PUT', `/api/branch/${school}/labels`, { token: admin, body: { label_ids: 'x' } });
    expect(notAList.status).toBe(422);
    // nothing changed
    const read = await server.call('GET', `/api/branch/${school}/labels`, { token: admin });
    expect(read.body.data.labels).toHaveLength(3);
  });

  it('leaves changing to BRANCH_ALL', async () => {
    const res = await server.call('PUT', `/api/branch/${school}/labels`, { token: reader, body: { label_ids: [] } });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });
});

describe('branch remark tabs', () => {
  it('reads and writes one remark per tab; the general remark is the information for substitutes', async () => {
    const put = await server.call('PUT', `/api/branch/${school}/remarks/general_remark`, {
      token: admin,
      body: { value: 'Parkeren achter de school.' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ kind: 'general_remark', value: 'Parkeren achter de school.', can_edit: true });
    const record = await server.call('GET', `/api/branch/${school}`, { token: admin });
    expect(record.body.data.substitute_information).toBe('Parkeren achter de school.');
    const read = await server.call('GET', `/api/branch/${school}/remarks/general_remark`, { token: reader });
    expect(read.body.data).toEqual({ kind: 'general_remark', value: 'Parkeren achter de school.', can_edit: false });
  });

  it("asks each remark tab's own right, and refuses an unknown remark and a too long text", async () => {
    const admins = await server.call('GET', `/api/branch/${school}/remarks/admin_remark`, { token: reader });
    expect(admins.status).toBe(403);
    const unknown = await server.call('GET', `/api/branch/${school}/remarks/secret`, { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors.kind).toEqual(['The remark is not allowed.']);
    const long = await server.call('PUT', `/api/branch/${school}/remarks/admin_remark`, {
      token: admin,
      body: { value: 'x'.repeat(5001) },
    });
    expect(long.body.meta.errors.value).toEqual(['The Remark may not be greater than 5000 characters.']);
    const cleared = await server.call('PUT', `/api/branch/${school}/remarks/admin_remark`, { token: admin, body: { value: '  ' } });
    expect(cleared.body.data.value).toBe('');
  });
});

describe('branch secondment tab', () => {
  it('shows the hourly rates entered for the branch and its seconded contracts only', async () => {
    const res = await server.call('GET', `/api/branch/${school}/secondment`, { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.data.rates).toEqual([
      expect.objectContaining({ person_name: 'Sanne de Vries', amount: 52.5, start_date: '2026-08-01' }),
    ]);
    expect(res.body.data.seconded).toEqual([
      expect.objectContaining({ person_name: 'Sanne de Vries', start_date: '2026-08-01', end_date: '2027-07-31', hours: 24 }),
    ]);
  });
});

describe('branch export tab', () => {
  const ENGLISH = csvColumnsParams([
    ['name', 'Name'],
    ['branch_type_name', 'Branch type'],
    ['labels', 'Labels'],
    ['admin_remark', 'Admin remark'],
    ['substitute_information', 'Information for substitutes'],
  ]);

  it("downloads the branch as CSV with the client's titles in its order, remarks only with their right", async () => {
    await server.call('PUT', `/api/branch/${school}/remarks/admin_remark`, { token: admin, body: { value: 'Alleen voor beheer' } });
    const res = await server.call('GET', `/api/branch/${school}/export?${ENGLISH}`, { token: reader });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="De_Regenboog.csv"');
    const [header, line] = String(res.body).trim().split('\n');
    // the reader may not open the admin remark tab: that column is left out, not refused
    expect(header).toBe('Name;Branch type;Labels;Information for substitutes');
    expect(line).toMatch(/^De Regenboog;School;"Katholiek, Dalton, Montessori";/);
    const full = await server.call('GET', `/api/branch/${school}/export?${ENGLISH}`, { token: admin });
    expect(String(full.body).split('\n')[0]).toBe('Name;Branch type;Labels;Admin remark;Information for substitutes');
    expect(String(full.body)).toContain('Alleen voor beheer');
  });

  it('without titles the header is the label keys; an unknown column is a 422', async () => {
    const res = await server.call('GET', `/api/branch/${school}/export`, { token: reader });
    expect(String(res.body).split('\n')[0]).toMatch(/^fields\.name;fields\.branch_type;fields\.parent_branch;fields\.brin;/);
    expect(String(res.body).split('\n')[0]).not.toContain('fields.admin_remark');
    const unknown = await server.call('GET', `/api/branch/${school}/export?${csvColumnsParams([['pool_id', 'Pool']])}`, { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors).toEqual({ 'csv-columns.0.value': ['The column is not allowed.'] });
  });

  it('downloads the branch as a PDF with its titles and values, and refuses another format', async () => {
    const res = await fetch(
      `${server.url}/api/branch/${school}/export?format=pdf&${csvColumnsParams([
        ['name', 'Naam'],
        ['substitute_information', 'Informatie voor invallers'],
      ])}`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Vestiging: De Regenboog');
    expect(text).toContain('Parkeren achter de school.');
    expect(text).toContain('Informatie voor invallers');
    expect(text).not.toContain('Bovenliggende vestiging');
    const other = await server.call('GET', `/api/branch/${school}/export?format=xml`, { token: admin });
    expect(other.status).toBe(422);
    expect(other.body.meta.errors.format).toEqual(['The format is not allowed.']);
  });
});

describe('branch work plan tab', () => {
  it("lists the work plans at the branch with person and period, and needs a work plan right besides the tab's", async () => {
    const planner = await tokenWith(deps, 1, Permission.BRANCH_VIEW, T.BRANCH_WORKPLAN, PersonTabPermission.WORKPLAN_VIEW);
    const res = await server.call('GET', `/api/branch/${school}/work-plans`, { token: planner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ person_name: 'Sanne de Vries', period_name: 'Schooljaar 2026-2027', hours: 120, bapo: 40 }),
    ]);
    const tabOnly = await tokenWith(deps, 1, Permission.BRANCH_VIEW, T.BRANCH_WORKPLAN);
    expect((await server.call('GET', `/api/branch/${school}/work-plans`, { token: tabOnly })).status).toBe(403);
  });
});

describe('branch popup template', () => {
  it("shows each tab to a holder of its right, and the data tabs only with the data's right as well", async () => {
    const tabsOf = async (token: string) =>
      (await server.call('GET', '/api/template-popup/branch', { token })).body.data.tabs.map((t: { key: string }) => t.key);
    expect(await tabsOf(reader)).toEqual(['labels', 'secondment', 'general_remark', 'export']);
    const everything = await tokenWith(
      deps,
      1,
      Permission.BRANCH_ALL,
      ...ALL_TABS,
      Permission.CALENDAR_VIEW,
      Permission.SETTINGS_ALL,
      PersonTabPermission.WORKPLAN_VIEW,
    );
    expect(await tabsOf(everything)).toEqual([
      'summary',
      'calendar',
      'labels',
      'secondment',
      'settings',
      'workplan',
      'admin_remark',
      'general_remark',
      'internal_remark',
      'matching_info',
      'export',
    ]);
  });
});

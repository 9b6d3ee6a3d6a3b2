import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches, branchTypes, contractTypes, periods, persons, weekSchedules } from '../db/schema';
import { Permission as P, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

/**
 * The branch type flags enforced (ADR 0110): contracts, subcontracts, schedules and week schedules
 * only at branches whose type allows them; the summary shows the certificate of conduct requirement
 * and the number of branches below.
 */
let deps: TestDeps;
let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

const call = (method: string, path: string, body?: unknown) => server.call(method, `/api/${path}`, { token, body });

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  token = await tokenWith(deps, 1, P.BRANCH_ALL, P.CONTRACT_ALL, P.SCHEDULE_ALL, P.WEEK_SCHEDULE_ALL, P.PERIOD_ALL, P.PERSON_ALL);
  await deps.db.withSystem(async (tx) => {
    const made = await tx
      .insert(branchTypes)
      .values([
        // a cluster of schools: no contracts, no schedules, a certificate of conduct and the count of branches below
        {
          poolId: 1,
          name: 'cluster',
          label: 'Cluster',
          level: 4,
          color: '#333333',
          topLevel: true,
          hasContracts: false,
          hasSubContracts: false,
          hasSchedule: false,
          hasCertificateOfConduct: true,
          numberOfBranchesSummary: true,
        },
        // contracts, but no subcontracts
        { poolId: 1, name: 'office', label: 'Kantoor', level: 5, color: '#444444', topLevel: true, hasSubContracts: false },
      ])
      .returning({ id: branchTypes.id, name: branchTypes.name });
    for (const t of made) ids[t.name] = t.id;
    const add = async (name: string, branchTypeId: number, parentId: number | null, archived = false) => {
      const [row] = await tx
        .insert(branches)
        .values({ poolId: 1, name, branchTypeId, parentId, archivedAt: archived ? new Date() : null })
        .returning({ id: branches.id });
      ids[name] = row!.id;
    };
    await add('Cluster Noord', ids.cluster!, null);
    await add('De Regenboog', types.school, ids['Cluster Noord']!);
    await add('Regenboog Oost', types.location, ids['De Regenboog']!);
    await add('Oude school', types.school, ids['Cluster Noord']!, true);
    await add('Kantoor', ids.office!, null);
    const [person] = await tx
      .insert(persons)
      .values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' })
      .returning({ id: persons.id });
    ids.person = person!.id;
    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    ids.contractType = type!.id;
    const [period] = await tx
      .insert(periods)
      .values({ poolId: 1, name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' })
      .returning({ id: periods.id });
    ids.period = period!.id;
    const [week] = await tx.insert(weekSchedules).values({ poolId: 1, name: 'Pool breed' }).returning({ id: weekSchedules.id });
    ids.week = week!.id;
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const contractAt = (branch: number, parent?: number) => ({
  person_id: ids.person,
  contract_type_id: ids.contractType,
  branch_id: branch,
  start_date: '2026-08-01',
  end_date: '2027-07-31',
  ...(parent ? { parent_id: parent } : {}),
});

describe('has_contracts and has_sub_contracts', () => {
  it('refuses a contract at a branch whose type has no contracts, in English and Dutch', async () => {
    const refused = await call('POST', 'contract', contractAt(ids['Cluster Noord']!));
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ branch_id: ['Contracts cannot be made at a branch of type Cluster.'] });
    const dutch = await call('POST', 'contract?_locale=nl', contractAt(ids['Cluster Noord']!));
    expect(dutch.body.meta.errors).toEqual({
      branch_id: ['Bij een vestiging van het type Cluster kunnen geen contracten worden gemaakt.'],
    });
    expect((await call('POST', 'contract', contractAt(ids['De Regenboog']!))).status).toBe(201);
  });

  it('refuses moving a contract to such a branch', async () => {
    const made = await call('POST', 'contract', contractAt(ids['Regenboog Oost']!));
    const moved = await call('PUT', `contract/${made.body.data.id}`, { branch_id: ids['Cluster Noord'] });
    expect(moved.body.meta.errors).toEqual({ branch_id: ['Contracts cannot be made at a branch of type Cluster.'] });
  });

  it('refuses a subcontract at a branch whose type has no subcontracts, while its main contract may be there', async () => {
    const main = await call('POST', 'contract', contractAt(ids.Kantoor!));
    expect(main.status).toBe(201);
    const sub = await call('POST', 'contract', contractAt(ids.Kantoor!, main.body.data.id));
    expect(sub.status).toBe(422);
    expect(sub.body.meta.errors).toEqual({ branch_id: ['Subcontracts cannot be made at a branch of type Kantoor.'] });
    expect((await call('POST', 'contract', contractAt(ids['De Regenboog']!, main.body.data.id))).status).toBe(201);
  });

  it("offers only branches whose type has (sub)contracts in the contract form's branch select", async () => {
    const res = await call('GET', 'inputs?inputs[contract_branches][search]=&inputs[branches][search]=');
    const names = (key: string) => (res.body.data[key] as { name: string }[]).map((o) => o.name);
    expect(names('contract_branches')).toEqual(['De Regenboog', 'Regenboog Oost', 'Kantoor']);
    expect(names('branches')).toContain('Cluster Noord');
  });
});

describe('has_schedule', () => {
  it('refuses a schedule and a week schedule for a branch whose type has no schedules', async () => {
    const schedule = { name: 'Groep 1-8', period_id: ids.period, week_schedule_id: ids.week };
    const refused = await call('POST', 'schedule', { ...schedule, branch_id: ids['Cluster Noord'] });
    expect(refused.body.meta.errors).toEqual({ branch_id: ['Schedules cannot be made for a branch of type Cluster.'] });
    expect((await call('POST', 'schedule', { ...schedule, branch_id: ids['De Regenboog'] })).status).toBe(201);
    // a pool-wide schedule names no branch
    expect((await call('POST', 'schedule', schedule)).status).toBe(201);
    const week = await call('PUT', `week-schedule/${ids.week}`, { branch_id: ids['Cluster Noord'] });
    expect(week.body.meta.errors).toEqual({ branch_id: ['Week schedules cannot be made for a branch of type Cluster.'] });
    const res = await call('GET', 'inputs?inputs[schedule_branches][search]=');
    expect((res.body.data.schedule_branches as { name: string }[]).map((o) => o.name)).toEqual([
      'De Regenboog',
      'Regenboog Oost',
      'Kantoor',
    ]);
  });
});

describe("the branch summary's type facts", () => {
  it('shows the certificate of conduct requirement and the live branches below where the type says so', async () => {
    const cluster = (await call('GET', `branch/${ids['Cluster Noord']}`)).body.data;
    expect(cluster).toMatchObject({ certificate_of_conduct_required: true, branches_below: 2 });
    const school = (await call('GET', `branch/${ids['De Regenboog']}`)).body.data;
    expect(school).toMatchObject({ certificate_of_conduct_required: false, branches_below: null });
    const form = (await call('GET', 'template/branch')).body.data.fields as { key: string; editable: boolean }[];
    expect(form.filter((f) => ['certificate_of_conduct_required', 'branches_below'].includes(f.key))).toEqual([
      expect.objectContaining({ key: 'certificate_of_conduct_required', editable: false }),
      expect.objectContaining({ key: 'branches_below', editable: false }),
    ]);
    // a change of the branch never sends them back
    const changed = await call('PUT', `branch/${ids['Cluster Noord']}`, { name: 'Cluster Noord-Holland' });
    expect([changed.status, changed.body.meta?.errors]).toEqual([200, undefined]);
  });
});

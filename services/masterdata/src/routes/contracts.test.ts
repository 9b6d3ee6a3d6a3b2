import { eq } from 'drizzle-orm';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, persons } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let school: number;
let schoolType: number;
let boardType: number;
let anna: number;
let bram: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  schoolType = types.school;
  boardType = types.board;
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(branches).values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school }).returning({ id: branches.id }),
  );
  school = row!.id;
  const people = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Anna', lastName: 'de Boer', initials: 'A.' },
        { poolId: 1, firstName: 'Bram', lastName: 'Smit', initials: 'B.' },
      ])
      .returning({ id: persons.id }),
  );
  [anna, bram] = people.map((p) => p.id) as [number, number];
  token = await tokenWith(deps, 1, Permission.CONTRACT_ALL, Permission.CONTRACT_TYPE_ALL, Permission.POLICY_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const post = async (path: string, body: unknown, as = token) => server.call('POST', path, { token: as, body });

describe('contract types', () => {
  it('creates one, refuses a taken code and validates the fields', async () => {
    const res = await post('/api/contract-type', { code: 'TT', name: 'Tijdelijk', min_max: 0 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: 'TT', name: 'Tijdelijk', min_max: false, end_date: null, archived: false });
    expect((await post('/api/contract-type', { code: 'tt', name: 'Ander' })).body.meta.errors).toEqual({
      code: ['The code has already been taken.'],
    });
    expect((await post('/api/contract-type', { name: '', end_date: '2026-02-30' })).body.meta.errors).toEqual({
      code: ['The Code field is required.'],
      name: ['The Name field is required.'],
      end_date: ['The End date is not a valid date.'],
    });
  });

  it("answers 403 'Not enough permissions' without CONTRACT_TYPE_ALL", async () => {
    const res = await server.call('GET', '/api/contract-type', { token: await tokenWith(deps, 1, Permission.CONTRACT_ALL) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });
});

describe('policies', () => {
  it('creates a policy with a chain regime and refuses a type outside the list', async () => {
    const res = await post('/api/policy', { name: 'Vervangingsbeleid PO', code: 'VERV', type: 'replacement', chain_by_end_date: 1 });
    expect(res.body.data).toMatchObject({ type: 'replacement', chain_by_end_date: true });
    expect((await post('/api/policy', { name: 'X', code: 'X', type: 'forever' })).body.meta.errors).toEqual({
      type: ['The type is not allowed.'],
    });
    const list = await server.call('GET', '/api/policy?filters[type][]=replacement', { token });
    expect(list.body.data.map((p: { code: string }) => p.code)).toEqual(['VERV']);
  });
});

describe('contracts', () => {
  let typeId: number;
  let minMaxType: number;
  let policyId: number;
  const contractOf = (person: number, start: string, end: string) => ({
    person_id: person,
    contract_type_id: typeId,
    branch_id: school,
    start_date: start,
    end_date: end,
    hours: '24.5',
    wtf: 0.6111,
  });

  beforeAll(async () => {
    typeId = (await post('/api/contract-type', { code: 'VAST', name: 'Vast' })).body.data.id;
    minMaxType = (await post('/api/contract-type', { code: 'MM', name: 'Min-max', min_max: true })).body.data.id;
    policyId = (await post('/api/policy', { name: 'Regulier', code: 'REG', type: 'regular' })).body.data.id;
  });

  it("requires the end date with the spec's message ('The End date field is required.')", async () => {
    const res = await post('/api/contract', { person_id: anna, contract_type_id: typeId, branch_id: school, start_date: '2026-08-01' });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({ end_date: ['The End date field is required.'] });
  });

  it('refuses an end before the start, a termination before the start and min above max', async () => {
    const res = await post('/api/contract', {
      ...contractOf(anna, '2026-08-01', '2026-07-01'),
      termination_date: '2026-01-01',
      min_hours: 20,
      max_hours: 10,
    });
    expect(res.body.meta.errors).toEqual({
      end_date: ['The End date must be a date after or equal to Start date.'],
      termination_date: ['The Termination date must be a date after or equal to Start date.'],
      max_hours: ['The Max hours must be greater than or equal to Min hours.'],
    });
  });

  it('refuses references outside the pool and a min-max type without both bounds', async () => {
    const res = await post('/api/contract', { ...contractOf(anna, '2026-08-01', '2027-07-31'), branch_id: 99999, policy_id: 99999 });
    expect(res.body.meta.errors).toEqual({
      branch_id: ['The selected Branch is invalid.'],
      policy_id: ['The selected Policy is invalid.'],
    });
    const minMax = await post('/api/contract', {
      ...contractOf(anna, '2026-08-01', '2027-07-31'),
      contract_type_id: minMaxType,
      min_hours: 8,
    });
    expect(minMax.body.meta.errors).toEqual({ max_hours: ['The Max hours field is required.'] });
  });

  it('stores the chain fields and answers them with names in the list', async () => {
    const res = await post('/api/contract', {
      ...contractOf(anna, '2026-08-01', '2027-07-31'),
      policy_id: policyId,
      sequence_number: 1,
      chain_length: 1,
      function_code: 'LA',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      hours: 24.5,
      wtf: 0.6111,
      policy_id: policyId,
      sequence_number: 1,
      chain_length: 1,
      is_imported: false,
    });
    const list = await server.call('GET', `/api/contract?filters[person][]=${anna}`, { token });
    expect(list.body.data[0]).toMatchObject({
      person_name: 'Anna de Boer',
      branch_name: 'De Regenboog',
      contract_type_name: 'Vast',
      policy_name: 'Regulier',
    });
  });

  it('holds at most 6 contracts per person; subcontracts do not count; an unarchived one counts again', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await post('/api/contract', contractOf(anna, `${2027 + i}-08-01`, `${2028 + i}-07-31`))).body.data.id);
    const seventh = await post('/api/contract', contractOf(anna, '2033-08-01', '2034-07-31'));
    expect(seventh.status).toBe(422);
    expect(seventh.body.meta.errors).toEqual({ _: ['A person can have at most 6 contracts.'] });
    const dutch = await post('/api/contract?_locale=nl', contractOf(anna, '2033-08-01', '2034-07-31'));
    expect(dutch.body.meta.errors).toEqual({ _: ['Een persoon kan maximaal 6 contracten hebben.'] });
    const sub = await post('/api/contract', { ...contractOf(anna, '2027-08-01', '2027-12-31'), parent_id: ids[0], base_branch_id: school });
    expect(sub.status).toBe(201);
    const wrongParent = await post('/api/contract', { ...contractOf(bram, '2027-08-01', '2027-12-31'), parent_id: ids[0] });
    expect(wrongParent.body.meta.errors).toEqual({ parent_id: ['The selected Main contract is invalid.'] });
    expect((await server.call('DELETE', `/api/contract/${ids[1]}/archive`, { token })).body.data.archived).toBe(true);
    expect((await post('/api/contract', contractOf(anna, '2033-08-01', '2034-07-31'))).status).toBe(201);
    const back = await server.call('PUT', `/api/contract/${ids[1]}/unarchive`, { token });
    expect(back.status).toBe(422);
    expect(back.body.meta.errors).toEqual({ _: ['A person can have at most 6 contracts.'] });
  });

  it('lists one person through person/{id}/contracts with paging and CSV; 404 for another pool', async () => {
    await post('/api/contract', contractOf(bram, '2026-08-01', '2027-07-31'));
    const res = await server.call('GET', `/api/person/${bram}/contracts?filters[person][]=${anna}`, { token });
    expect(res.body.data.map((c: { person_id: number }) => c.person_id)).toEqual([bram]);
    expect(res.body.meta.pagination.total).toBe(1);
    const csv = await server.call('GET', `/api/person/${anna}/contracts?csv-export=contracten`, { token });
    expect(csv.headers.get('content-disposition')).toContain('contracten.csv');
    expect(String(csv.body).trim().split('\n')).toHaveLength(1 + 7);
    const other = await server.call('GET', `/api/person/${anna}/contracts`, { token: await tokenWith(deps, 2, Permission.CONTRACT_ALL) });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`Person #${anna} not found`);
  });

  it('keeps pools apart and checks rights: CONTRACT_VIEW reads, only CONTRACT_ALL writes', async () => {
    const poolTwo = await tokenWith(deps, 2, Permission.CONTRACT_ALL);
    expect((await server.call('GET', '/api/contract', { token: poolTwo })).body.meta.pagination.total).toBe(0);
    expect((await post('/api/contract', contractOf(anna, '2026-08-01', '2027-07-31'), poolTwo)).body.meta.errors).toMatchObject({
      person_id: ['The selected Person is invalid.'],
    });
    const viewer = await tokenWith(deps, 1, Permission.CONTRACT_VIEW);
    expect((await server.call('GET', '/api/contract', { token: viewer })).status).toBe(200);
    expect((await post('/api/contract', contractOf(bram, '2026-08-01', '2027-07-31'), viewer)).status).toBe(403);
    expect(
      (await server.call('GET', `/api/person/${anna}/contracts`, { token: await tokenWith(deps, 1, Permission.PERSON_VIEW) })).status,
    ).toBe(403);
  });

  it('applies the personal filter: a profile bound to another school sees none of these contracts', async () => {
    const [other] = await deps.db.withSystem((tx) =>
      tx.insert(branches).values({ poolId: 1, name: 'Het Kompas', branchTypeId: schoolType }).returning({ id: branches.id }),
    );
    const boundTo = (branchId: number) =>
      testToken(deps, { pool_id: 1, branch_id: branchId, view_entire_pool: false, allow: [Permission.CONTRACT_ALL] });
    expect((await server.call('GET', '/api/contract', { token: await boundTo(other!.id) })).body.meta.pagination.total).toBe(0);
    const own = await server.call('GET', `/api/contract?filters[person][]=${bram}`, { token: await boundTo(school) });
    expect(own.body.meta.pagination.total).toBe(1);
    expect((await server.call('GET', `/api/contract/${own.body.data[0].id}`, { token: await boundTo(other!.id) })).status).toBe(404);
  });

  it("answers the person's contract chain at the branch's board (DOMAIN rule 6)", async () => {
    const chain = (query: string) => server.call('GET', `/api/person/${bram}/contract-chain?${query}`, { token });
    const next = await chain(`branch_id=${school}&start_date=2027-08-01&end_date=2028-07-31`);
    expect(next.body.data).toEqual({ contracts: 2, limit: 3, chain_start: '2026-08-01', full: false });
    const tooLong = await chain(`branch_id=${school}&start_date=2027-08-01&end_date=2029-08-02`);
    expect(tooLong.body.data.full).toBe(true);
    const [elsewhere] = await deps.db.withSystem((tx) =>
      tx.insert(branches).values({ poolId: 1, name: 'De Vlinder', branchTypeId: schoolType }).returning({ id: branches.id }),
    );
    expect((await chain(`branch_id=${elsewhere!.id}&start_date=2027-08-01&end_date=2028-07-31`)).body.data.contracts).toBe(1);
    expect((await chain(`branch_id=${school}&start_date=2027-08-01`)).body.meta.errors).toEqual({
      end_date: ['The End date field is required.'],
    });
    expect((await chain(`branch_id=${school}&start_date=2027-08-01&end_date=2028-07-31&policy_id=99999`)).body.meta.errors).toEqual({
      policy_id: ['The selected Policy is invalid.'],
    });
  });

  it('keeps a contract type and a policy in use from being archived', async () => {
    const type = await server.call('DELETE', `/api/contract-type/${typeId}/archive`, { token });
    expect(type.body.meta.errors).toEqual({ _: ['A contract type in use cannot be archived.'] });
    const policy = await server.call('DELETE', `/api/policy/${policyId}/archive`, { token });
    expect(policy.body.meta.errors).toEqual({ _: ['A policy in use cannot be archived.'] });
    expect((await server.call('DELETE', `/api/contract-type/${minMaxType}/archive`, { token })).body.data.archived).toBe(true);
  });

  it("MATCH-08: warns when the contract chain differs from the branch default (the branch's policy, else an ancestor's)", async () => {
    const [carla] = await deps.db.withSystem((tx) =>
      tx.insert(persons).values({ poolId: 1, firstName: 'Carla', lastName: 'Veen', initials: 'C.' }).returning({ id: persons.id }),
    );
    const warnings = (res: { body: { meta: { messages?: { type: string; message: string }[] } } }) =>
      (res.body.meta.messages ?? []).filter((m) => m.type === 'warning').map((m) => m.message);
    const replacement = (await post('/api/policy', { name: 'Vervanging', code: 'VRV', type: 'replacement' })).body.data.id;
    const contract = (start: string, end: string, policy: number | null) => ({ ...contractOf(carla!.id, start, end), policy_id: policy });

    // a branch line without a default policy: no warning
    expect(warnings(await post('/api/contract', contract('2027-01-04', '2027-01-29', replacement)))).toEqual([]);

    const branchAdmin = await tokenWith(deps, 1, Permission.BRANCH_ALL);
    const [board] = await deps.db.withSystem((tx) =>
      tx.insert(branches).values({ poolId: 1, name: 'Stichting Regenboog', branchTypeId: boardType }).returning({ id: branches.id }),
    );
    await deps.db.withSystem((tx) => tx.update(branches).set({ parentId: board!.id }).where(eq(branches.id, school)));
    const setPolicy = (branch: number, policy: number) =>
      server.call('PUT', `/api/branch/${branch}`, { token: branchAdmin, body: { policy_id: policy } });
    const set = await setPolicy(board!.id, policyId);
    expect(set.status).toBe(200);
    expect(set.body.data.policy_id).toBe(policyId);
    expect((await setPolicy(board!.id, 999999)).body.meta.errors).toEqual({ policy_id: ['The selected Policy is invalid.'] });

    // the school has no policy of its own: the board's is its default
    const differs = await post('/api/contract', contract('2027-02-01', '2027-02-26', replacement));
    expect(differs.status).toBe(201);
    expect(warnings(differs)).toEqual(['The contract chain differs from the branch default.']);
    const dutch = await server.call('PUT', `/api/contract/${differs.body.data.id}?_locale=nl`, { token, body: { function_code: 'LB' } });
    expect(warnings(dutch)).toEqual(['De contractketen wijkt af van de standaard van de vestiging.']);
    const same = await server.call('PUT', `/api/contract/${differs.body.data.id}`, { token, body: { policy_id: policyId } });
    expect(same.status).toBe(200);
    expect(warnings(same)).toEqual([]);
    expect(warnings(await post('/api/contract', contract('2027-03-01', '2027-03-26', null)))).toEqual([
      'The contract chain differs from the branch default.',
    ]);

    // the school's own policy comes before the board's
    expect((await setPolicy(school, replacement)).status).toBe(200);
    expect(warnings(await post('/api/contract', contract('2027-04-05', '2027-04-23', replacement)))).toEqual([]);
  });
});

import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let types: Record<'board' | 'school' | 'location', number>;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  types = await seedBranchTypes(deps, 1);
  token = await tokenWith(deps, 1, Permission.BRANCH_TYPE_ALL, Permission.BRANCH_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('branch type flags (MD-BTYPE-01)', () => {
  it('stores every flag of the spec, with the defaults for the ones left out', async () => {
    const res = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'cluster', label: 'Cluster', level: 4, has_certificate_of_conduct: true, has_contracts: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      has_requests: true,
      has_contracts: false,
      has_sub_contracts: true,
      has_schedule: true,
      has_certificate_of_conduct: true,
      number_of_branches_summary: false,
      single_per_parent: false,
    });
    const changed = await server.call('PUT', `/api/branch-type/${res.body.data.id}`, {
      token,
      body: { has_contracts: true, number_of_branches_summary: true },
    });
    expect(changed.body.data).toMatchObject({ has_contracts: true, number_of_branches_summary: true, has_certificate_of_conduct: true });
  });

  it("refuses a flag that is not a yes or no with the field's message", async () => {
    const res = await server.call('POST', '/api/branch-type', { token, body: { name: 'x', label: 'X', level: 4, has_schedule: 'maybe' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.meta.errors)).toEqual(['has_schedule']);
  });

  it('lists the flags and sorts by one of them', async () => {
    const res = await server.call('GET', '/api/branch-type?sortBy[column]=has_certificate_of_conduct&sortBy[order]=desc', { token });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ name: 'cluster', has_certificate_of_conduct: true });
    const template = await server.call('GET', '/api/template-page/branch-type', { token });
    const columns = template.body.data.elements.columns.map((c: { value: string }) => c.value);
    expect(columns).toEqual(expect.arrayContaining(['has_contracts', 'has_sub_contracts', 'has_schedule', 'has_certificate_of_conduct']));
  });

  it('shows type labels, not codes, in the branch list, the tree and the type select', async () => {
    const board = await server.call('POST', '/api/branch', { token, body: { name: 'Stichting Noord', branch_type_id: types.board } });
    expect(board.status).toBe(201);
    const list = await server.call('GET', '/api/branch', { token });
    expect(list.body.data[0]).toMatchObject({ name: 'Stichting Noord', branch_type_name: 'Bestuur' });
    const tree = await server.call('GET', '/api/branch/tree', { token });
    expect(tree.body.data[0].branch_type).toMatchObject({ code: 'board', name: 'Bestuur' });
    const inputs = await server.call('GET', '/api/inputs?inputs[branch_types][search]=bestu', { token });
    expect(inputs.body.data.branch_types).toEqual([expect.objectContaining({ id: types.board, name: 'Bestuur' })]);
  });
});

describe('MD-BTYPE-01: a branch type has a parent type', () => {
  it('MD-BTYPE-01 stores a parent one level up, shows it in the form and the list, and refuses any other', async () => {
    const made = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'afdeling', label: 'Afdeling', level: 4, parent_id: types.location },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.parent_id).toBe(types.location);
    const list = await server.call('GET', '/api/branch-type', { token });
    expect(list.body.data.find((t: { name: string }) => t.name === 'afdeling')).toMatchObject({ parent_id: types.location });
    const form = await server.call('GET', '/api/template/branch-type', { token });
    expect(JSON.stringify(form.body.data)).toContain('"fields.parent_type"');

    const skipped = await server.call('PUT', `/api/branch-type/${made.body.data.id}`, { token, body: { parent_id: types.school } });
    expect(skipped.status).toBe(422);
    expect(skipped.body.meta.errors).toEqual({ parent_id: ['The parent type must be of level 3.'] });
    const top = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'koepel', label: 'Koepel', level: 1, parent_id: types.board },
    });
    expect(top.body.meta.errors).toEqual({ parent_id: ['A top level branch type cannot have a parent type.'] });
    const dutch = await server.call('PUT', `/api/branch-type/${made.body.data.id}?_locale=nl`, {
      token,
      body: { parent_id: types.school },
    });
    expect(dutch.body.meta.errors).toEqual({ parent_id: ['Het bovenliggende type moet van niveau 3 zijn.'] });
  });

  it("MD-BTYPE-01 refuses another pool's type as the parent, and another pool's caller", async () => {
    const noordTypes = await seedBranchTypes(deps, 2);
    const res = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'vleugel', label: 'Vleugel', level: 4, parent_id: noordTypes.location },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({ parent_id: ['The selected Parent type is invalid.'] });
    const noord = await tokenWith(deps, 2, Permission.BRANCH_TYPE_ALL);
    const other = await server.call('PUT', `/api/branch-type/${types.school}`, { token: noord, body: { parent_id: noordTypes.board } });
    expect(other.status).toBe(404);
    const viewer = await tokenWith(deps, 1, Permission.BRANCH_VIEW);
    const refused = await server.call('PUT', `/api/branch-type/${types.school}`, { token: viewer, body: { parent_id: types.board } });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });
});

describe('MD-BTYPE-01: a parent type never closes a cycle', () => {
  it('MD-BTYPE-01 refuses a parent below the type (after a level change) and the type itself, in en and nl, and lists the parent', async () => {
    const upper = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'regio', label: 'Regio', level: 2, parent_id: types.board },
    });
    const lower = await server.call('POST', '/api/branch-type', {
      token,
      body: { name: 'team', label: 'Team', level: 3, parent_id: upper.body.data.id },
    });
    expect(lower.status).toBe(201);
    const list = await server.call('GET', '/api/branch-type', { token });
    expect(list.body.data.find((t: { name: string }) => t.name === 'team')).toMatchObject({ parent_name: 'Regio' });
    const template = await server.call('GET', '/api/template-page/branch-type', { token });
    expect(JSON.stringify(template.body.data)).toContain('"parent_name"');

    // the levels alone would allow it: 'regio' moves to level 4, under 'team' of level 3, which hangs below 'regio'
    const cycle = 'A branch type cannot be the parent type of itself or of a type above it.';
    const loop = await server.call('PUT', `/api/branch-type/${upper.body.data.id}`, {
      token,
      body: { level: 4, parent_id: lower.body.data.id },
    });
    expect(loop.status).toBe(422);
    expect(loop.body.meta.errors).toEqual({ parent_id: [cycle] });
    const itself = await server.call('PUT', `/api/branch-type/${upper.body.data.id}?_locale=nl`, {
      token,
      body: { parent_id: upper.body.data.id },
    });
    expect(itself.status).toBe(422);
    expect(itself.body.meta.errors).toEqual({
      parent_id: ['Een vestigingstype kan niet het bovenliggende type zijn van zichzelf of van een type erboven.'],
    });
  });
});

import { eq } from 'drizzle-orm';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { poolSettings } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let types: Record<'board' | 'school' | 'location', number>;
let token: string;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  // locations are single per school in this pool, to exercise the one-of-a-type rule
  types = await seedBranchTypes(deps, 1, ['location']);
  await seedBranchTypes(deps, 2);
  token = await tokenWith(deps, 1, Permission.BRANCH_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const create = (body: Record<string, unknown>, as = token) => server.call('POST', '/api/branch', { token: as, body });

describe('branch tree rules', () => {
  let board: number;
  let school: number;

  it('creates a board, a school under it and a location under the school', async () => {
    const b = await create({ name: 'Stichting Utrecht', branch_type_id: types.board, region: 'middle' });
    expect(b.status).toBe(201);
    board = b.body.data.id;
    const s = await create({ name: 'De Regenboog', branch_type_id: types.school, parent_id: board, brin: '12AB' });
    expect(s.status).toBe(201);
    school = s.body.data.id;
    const l = await create({ name: 'Regenboog Oost', branch_type_id: types.location, parent_id: school });
    expect(l.status).toBe(201);
  });

  it('requires name and type, and a parent one level up', async () => {
    const missing = await create({});
    expect(missing.body.meta.errors).toEqual({
      name: ['The Name field is required.'],
      branch_type_id: ['The Branch type field is required.'],
    });
    const orphan = await create({ name: 'Los', branch_type_id: types.school });
    expect(orphan.body.meta.errors).toEqual({ parent_id: ['The Parent branch field is required.'] });
    const skipped = await create({ name: 'Te diep', branch_type_id: types.location, parent_id: board });
    expect(skipped.body.meta.errors).toEqual({ parent_id: ['A branch of type location must be placed one level below its parent.'] });
    const boardWithParent = await create({ name: 'Sub', branch_type_id: types.board, parent_id: board });
    expect(boardWithParent.body.meta.errors).toEqual({ parent_id: ['A branch of type board cannot have a parent branch.'] });
  });

  it("allows one location per school when the type is single: 'Per branch only one of type %type can be created'", async () => {
    const res = await create({ name: 'Regenboog West', branch_type_id: types.location, parent_id: school });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.branch_type_id).toEqual(['Per branch only one of type location can be created']);
  });

  it('enforces the pool limit on boards from the setting, quoting it', async () => {
    await deps.db.withSystem((tx) => tx.insert(poolSettings).values({ poolId: 1, code: 'boards_limit', value: 1 }));
    const res = await create({ name: 'Tweede bestuur', branch_type_id: types.board });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.branch_type_id).toEqual(['The limit of the amount of boards is "1"']);
    await deps.db.withSystem((tx) => tx.delete(poolSettings).where(eq(poolSettings.code, 'boards_limit')));
  });

  it('refuses to archive a branch with live children, and re-checks the rules on unarchive', async () => {
    const refused = await server.call('DELETE', `/api/branch/${board}/archive`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors._).toEqual(['A branch with active child branches cannot be archived.']);
    const extra = await create({ name: 'Stichting Zeist', branch_type_id: types.board });
    expect((await server.call('DELETE', `/api/branch/${extra.body.data.id}/archive`, { token })).body.data.archived).toBe(true);
    await deps.db.withSystem((tx) => tx.insert(poolSettings).values({ poolId: 1, code: 'boards_limit', value: 1 }));
    const back = await server.call('PUT', `/api/branch/${extra.body.data.id}/unarchive`, { token });
    expect(back.status).toBe(422);
    expect(back.body.meta.errors.branch_type_id).toEqual(['The limit of the amount of boards is "1"']);
    await deps.db.withSystem((tx) => tx.delete(poolSettings).where(eq(poolSettings.code, 'boards_limit')));
  });

  it('answers the tree with child counts', async () => {
    const res = await server.call('GET', '/api/branch/tree', { token });
    expect(res.status).toBe(200);
    const root = res.body.data.find((b: { id: number }) => b.id === board);
    expect(root).toMatchObject({
      name: 'Stichting Utrecht',
      children_count: 1,
      showCount: true,
      keyToShowCount: 'children_count',
      branch_type: { code: 'board', name: 'Bestuur' },
    });
    expect(root.children[0]).toMatchObject({ name: 'De Regenboog', children_count: 1 });
  });

  it('lists with the type and parent names, sorted by parent name', async () => {
    const res = await server.call(
      'GET',
      '/api/branch?sortBy[column]=parent_name&sortBy[order]=asc&filters[branch_type][]=' + types.school,
      { token },
    );
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'De Regenboog', branch_type_name: 'School', parent_name: 'Stichting Utrecht' }),
    ]);
  });

  it("answers 403 'Not enough permissions' to create with only BRANCH_VIEW, 404 for another pool", async () => {
    const viewer = await tokenWith(deps, 1, Permission.BRANCH_VIEW);
    const res = await create({ name: 'X', branch_type_id: types.board }, viewer);
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const other = await server.call('GET', `/api/branch/${board}`, { token: await tokenWith(deps, 2, Permission.BRANCH_ALL) });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`Branch #${board} not found`);
  });

  it("refuses another pool's branch type and parent", async () => {
    const other = await tokenWith(deps, 2, Permission.BRANCH_ALL);
    const res = await create({ name: 'Inbreker', branch_type_id: types.school, parent_id: board }, other);
    expect(res.body.meta.errors).toEqual({ branch_type_id: ['The selected Branch type is invalid.'] });
  });
});

describe('branch types and profile types', () => {
  it('creates a branch type, refuses a taken name and a top level below level 1', async () => {
    const typeAdmin = await tokenWith(deps, 1, Permission.BRANCH_TYPE_ALL);
    const res = await server.call('POST', '/api/branch-type', {
      token: typeAdmin,
      body: { name: 'afdeling', label: 'Afdeling', level: '4', single_per_parent: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ level: 4, top_level: false, single_per_parent: true });
    const taken = await server.call('POST', '/api/branch-type', { token: typeAdmin, body: { name: 'School', label: 'X', level: 2 } });
    expect(taken.body.meta.errors).toEqual({ name: ['The name has already been taken.'] });
    const top = await server.call('POST', '/api/branch-type', {
      token: typeAdmin,
      body: { name: 'x', label: 'X', level: 9, top_level: 1 },
    });
    expect(top.body.meta.errors).toEqual({ level: ['The Level must be between 1 and 5.'] });
    const wrongTop = await server.call('PUT', `/api/branch-type/${res.body.data.id}`, { token: typeAdmin, body: { top_level: true } });
    expect(wrongTop.body.meta.errors).toEqual({ top_level: ['Only a type of level 1 is the top level.'] });
  });

  it('refuses to archive a branch type in use', async () => {
    const res = await server.call('DELETE', `/api/branch-type/${types.board}/archive`, {
      token: await tokenWith(deps, 1, Permission.BRANCH_TYPE_ALL),
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors._).toEqual(['A branch type in use cannot be archived.']);
  });

  it('creates and lists profile types with the type kinds', async () => {
    const token2 = await tokenWith(deps, 1, Permission.PROFILE_TYPE_ALL);
    expect((await server.call('POST', '/api/profile-type', { token: token2, body: { name: 'Invaller', type: 'substitute' } })).status).toBe(
      201,
    );
    const bad = await server.call('POST', '/api/profile-type', { token: token2, body: { name: 'invaller', type: 'boss' } });
    expect(bad.body.meta.errors).toEqual({ type: ['The type is not allowed.'] });
    const list = await server.call('GET', '/api/profile-type?filters[type]=substitute', { token: token2 });
    expect(list.body.data).toEqual([expect.objectContaining({ name: 'Invaller', type: 'substitute', archived: false })]);
    expect((await server.call('GET', '/api/profile-type', { token })).status).toBe(403);
  });
});

describe('MD-BRANCH-02 MD-BRANCH-03: the invoice footer and the payroll / substitute-fund export', () => {
  it('MD-BRANCH-02 MD-BRANCH-03 stores the secondment invoice footer and the export flag with contact, e-mail, phone and education type', async () => {
    const board = await create({
      name: 'Stichting Export',
      branch_type_id: types.board,
      secondment_invoice_footer: 'Betaling binnen 30 dagen op NL00BANK0123456789.',
      export_enabled: true,
      export_contact: 'Karin de Boer',
      export_email: 'salaris@export.nl',
      export_phone: '030-1234567',
      export_education_type: 'po',
    });
    expect(board.status).toBe(201);
    const read = await server.call('GET', `/api/branch/${board.body.data.id}`, { token });
    expect(read.body.data).toMatchObject({
      secondment_invoice_footer: 'Betaling binnen 30 dagen op NL00BANK0123456789.',
      export_enabled: true,
      export_contact: 'Karin de Boer',
      export_email: 'salaris@export.nl',
      export_phone: '030-1234567',
      export_education_type: 'po',
    });
    const form = await server.call('GET', '/api/template/branch', { token });
    const keys = JSON.stringify(form.body.data);
    for (const key of [
      'secondment_invoice_footer',
      'export_enabled',
      'export_contact',
      'export_email',
      'export_phone',
      'export_education_type',
    ])
      expect(keys).toContain(`"${key}"`);
    const choices = await server.call('GET', '/api/inputs?inputs[education_types][search]=', { token });
    expect(JSON.stringify(choices.body.data)).toContain('education_types.po');
  });

  it('MD-BRANCH-03 refuses an unknown education type and a bad export e-mail with 422, and another pool with 404', async () => {
    const bad = await create({
      name: 'Stichting Fout',
      branch_type_id: types.board,
      export_education_type: 'hbo',
      export_email: 'geen-mail',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.meta.errors).sort()).toEqual(['export_education_type', 'export_email']);
    const mine = await create({ name: 'Stichting Eigen', branch_type_id: types.board });
    const noord = await tokenWith(deps, 2, Permission.BRANCH_ALL);
    const other = await server.call('PUT', `/api/branch/${mine.body.data.id}`, {
      token: noord,
      body: { name: 'Overgenomen', branch_type_id: types.board, export_enabled: true },
    });
    expect(other.status).toBe(404);
  });
});

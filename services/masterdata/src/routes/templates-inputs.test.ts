import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches, persons } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    await tx.insert(branches).values([
      { poolId: 1, name: 'De Regenboog', branchTypeId: types.board },
      { poolId: 1, name: 'Het Kompas', branchTypeId: types.board },
    ]);
    await tx.insert(persons).values({ poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.', city: 'Amersfoort' });
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('templates', () => {
  it('answers the person list template with its filter; the create button follows the create right', async () => {
    const viewer = await server.call('GET', '/api/template-page/person', { token: await tokenWith(deps, 1, Permission.PERSON_VIEW) });
    expect(viewer.status).toBe(200);
    expect(viewer.body.data).toMatchObject({
      key: 'person',
      url: 'person',
      entity_url: 'person',
      create: false,
      // the export has its own right (ID-PERM-10)
      export: false,
      filter_id: 'person_filter',
      channel: 'pool/1/person',
    });
    expect(viewer.body.data.filter.filter_params.map((f: { key: string }) => f.key)).toEqual([
      'branch',
      'label',
      'gender',
      'city',
      'birth_date',
      'planning_blockade',
      'archived',
    ]);
    expect(viewer.body.data.elements.columns.at(-1)).toMatchObject({ element: 'list-actions', actions: ['preview'] });
    const creator = await server.call('GET', '/api/template-page/person', {
      token: await tokenWith(deps, 1, Permission.PERSON_VIEW, Permission.PERSON_CREATE),
    });
    expect(creator.body.data.create).toBe(true);
  });

  it('drops the filter header and the desktop columns with isMobile=1', async () => {
    const res = await server.call('GET', '/api/template-page/person?isMobile=1', {
      token: await tokenWith(deps, 1, Permission.PERSON_ALL),
    });
    expect(res.body.data.header.elements.map((e: { component: string }) => e.component)).not.toContain('FilterBlock');
    expect(res.body.data.elements.columns.map((c: { value: string }) => c.value)).toEqual(['full_name', 'email', 'actions']);
  });

  it('answers the form template, read-only without a write right', async () => {
    const editor = await server.call('GET', '/api/template/vacation', { token: await tokenWith(deps, 1, Permission.VACATION_ALL) });
    expect(editor.body.data.fields.find((f: { key: string }) => f.key === 'end_date')).toMatchObject({
      type: 'date',
      required: true,
      editable: true,
      label: 'fields.end_date',
    });
    const reader = await server.call('GET', '/api/template/person', { token: await tokenWith(deps, 1, Permission.PERSON_VIEW) });
    expect(reader.body.data.fields.every((f: { editable: boolean }) => !f.editable)).toBe(true);
  });

  it('answers the popup tabs, gated by their rights, under both popup paths', async () => {
    const token = await tokenWith(deps, 1, Permission.PERSON_VIEW);
    const res = await server.call('GET', '/api/template-popup/person', { token });
    expect(res.body.data.tabs.map((t: { key: string }) => t.key)).not.toContain('documents');
    const withDocs = await server.call('GET', '/api/template-page/person-popup', {
      token: await tokenWith(deps, 1, Permission.PERSON_VIEW, Permission.DOCUMENT_VIEW),
    });
    expect(withDocs.body.data.tabs.map((t: { key: string }) => t.key)).toContain('documents');
  });

  it("answers 403 'Not enough permissions' for an entity one cannot view, 404 for an unknown template", async () => {
    const res = await server.call('GET', '/api/template-page/branch', { token: await tokenWith(deps, 1, Permission.PERSON_VIEW) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect((await server.call('GET', '/api/template-page/unicorn', { token: await tokenWith(deps, 1) })).status).toBe(404);
  });
});

describe('inputs', () => {
  it('answers several lookup lists in one call, searched trimmed and case-insensitively', async () => {
    const token = await tokenWith(deps, 1);
    const res = await server.call(
      'GET',
      '/api/inputs?inputs[branches][search]=%20regen%20&inputs[regions][search]=&inputs[branch_types]=&inputs[person_cities][search]=amers',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.branches.map((b: { name: string }) => b.name)).toEqual(['De Regenboog']);
    expect(res.body.data.regions.map((r: { id: string }) => r.id)).toEqual(['north', 'middle', 'south']);
    expect(res.body.data.branch_types.map((t: { name: string }) => t.name)).toEqual(['Bestuur', 'School', 'Dependance']);
    expect(res.body.data.person_cities).toEqual([{ id: 'Amersfoort', name: 'Amersfoort' }]);
  });

  it('refuses an unknown get_key and shows nothing of another pool', async () => {
    const bad = await server.call('GET', '/api/inputs?inputs[secrets][search]=x', { token: await tokenWith(deps, 1) });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({ 'inputs.secrets': ['The selected input is invalid.'] });
    const other = await server.call('GET', '/api/inputs?inputs[branches][search]=', { token: await tokenWith(deps, 2) });
    expect(other.body.data.branches).toEqual([]);
  });
});

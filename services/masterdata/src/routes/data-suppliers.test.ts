import { eq } from 'drizzle-orm';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, dataSuppliers } from '../db/schema';
import { hashAuthToken } from '../domain/data-suppliers/auth-token';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/**
 * Data suppliers (MD-DSUP-01): the generic entity calls, and an auth token the server makes,
 * shows once (on create and on regenerate) and keeps only as a hash.
 */
let deps: TestDeps;
let server: TestServer;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    const [board] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'Stichting Demo Bestuur', branchTypeId: types.board })
      .returning({ id: branches.id });
    const [school] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school, parentId: board!.id })
      .returning({ id: branches.id });
    const [other] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'Het Kompas', branchTypeId: types.school, parentId: board!.id })
      .returning({ id: branches.id });
    ids.board = board!.id;
    ids.school = school!.id;
    ids.other = other!.id;
  });
  admin = await tokenWith(deps, 1, Permission.DATA_SUPPLIER_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const storedHash = async (id: number) =>
  (await deps.db.withSystem((tx) => tx.select({ hash: dataSuppliers.tokenHash }).from(dataSuppliers).where(eq(dataSuppliers.id, id))))[0]!
    .hash;

describe('data suppliers', () => {
  let payroll: number;
  let firstToken: string;

  it('creates a supplier with an unguessable token shown once, storing only its hash', async () => {
    const res = await server.call('POST', '/api/data-supplier', {
      token: admin,
      body: { name: 'Salarisadministratie', code: 'PAYROLL', options: '{"format": "csv"}' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Salarisadministratie',
      code: 'PAYROLL',
      branch_id: null,
      options: '{"format": "csv"}',
      archived: false,
    });
    expect(res.body.data).not.toHaveProperty('token_hash');
    payroll = res.body.data.id;
    firstToken = res.body.data.auth_token;
    // 32 random bytes in base64url
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storedHash(payroll)).toBe(hashAuthToken(firstToken));
    const second = await server.call('POST', '/api/data-supplier', {
      token: admin,
      body: { name: 'Roosterpakket', code: 'ROOSTER', branch_id: ids.school },
    });
    expect(second.body.data.auth_token).not.toBe(firstToken);
  });

  it('never shows the token again: not in the record, the list or the export', async () => {
    const one = await server.call('GET', `/api/data-supplier/${payroll}`, { token: admin });
    expect(one.body.data).not.toHaveProperty('auth_token');
    expect(one.body.data).not.toHaveProperty('token_hash');
    const list = await server.call('GET', '/api/data-supplier?sortBy[column]=name', { token: admin });
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Roosterpakket',
        code: 'ROOSTER',
        branch_id: ids.school,
        branch_name: 'De Regenboog',
        archived: false,
      },
      { id: payroll, name: 'Salarisadministratie', code: 'PAYROLL', branch_id: null, branch_name: null, archived: false },
    ]);
    const csv = await server.call('GET', '/api/data-supplier?csv-export=data-supplier', { token: admin });
    expect(csv.body as string).toContain('Salarisadministratie');
    expect(csv.body as string).not.toContain(firstToken);
    const updated = await server.call('PUT', `/api/data-supplier/${payroll}`, {
      token: admin,
      body: { name: 'Salaris', auth_token: 'mine', token_hash: 'x' },
    });
    expect(updated.body.data).toMatchObject({ name: 'Salaris' });
    expect(updated.body.data).not.toHaveProperty('auth_token');
    expect(await storedHash(payroll)).toBe(hashAuthToken(firstToken));
  });

  it('regenerates the token: the new one is shown once and the old one no longer matches', async () => {
    const res = await server.call('POST', `/api/data-supplier/${payroll}/regenerate-token`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: payroll, code: 'PAYROLL' });
    expect(res.body.data.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.auth_token).not.toBe(firstToken);
    expect(await storedHash(payroll)).toBe(hashAuthToken(res.body.data.auth_token));
    const missing = await server.call('POST', '/api/data-supplier/999999/regenerate-token', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.messages[0].message).toBe('The requested item 999999 could not be found');
  });

  it('validates name, code, branch and options with the spec messages', async () => {
    const res = await server.call('POST', '/api/data-supplier', {
      token: admin,
      body: { code: 'payroll', branch_id: 999999, options: '[1]' },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({ name: ['The Name field is required.'], options: ['The Options must be a JSON object.'] });
    const taken = await server.call('POST', '/api/data-supplier', { token: admin, body: { name: 'Dubbel', code: 'payroll' } });
    expect(taken.body.meta.errors).toEqual({ code: ['The code has already been taken.'] });
    const branch = await server.call('POST', '/api/data-supplier', {
      token: admin,
      body: { name: 'Elders', code: 'ELDERS', branch_id: 999999 },
    });
    expect(branch.body.meta.errors).toEqual({ branch_id: ['The selected Branch is invalid.'] });
    const nl = await server.call('POST', '/api/data-supplier?_locale=nl', {
      token: admin,
      body: { name: 'X', code: 'X', options: 'nope' },
    });
    expect(nl.body.meta.errors).toEqual({ options: ['De Opties moet een JSON-object zijn.'] });
  });

  it('archives and unarchives', async () => {
    const archived = await server.call('DELETE', `/api/data-supplier/${payroll}/archive`, { token: admin });
    expect(archived.body.data).toMatchObject({ archived: true });
    expect((await server.call('GET', '/api/data-supplier', { token: admin })).body.data.map((s: { code: string }) => s.code)).toEqual([
      'ROOSTER',
    ]);
    const restored = await server.call('PUT', `/api/data-supplier/${payroll}/unarchive`, { token: admin });
    expect(restored.body.data).toMatchObject({ archived: false });
  });

  it('keeps a school user to the suppliers of its subtree and the pool-wide ones', async () => {
    const school = await testToken(deps, {
      pool_id: 1,
      allow: [Permission.DATA_SUPPLIER_ALL],
      branch_id: ids.other!,
      view_entire_pool: false,
    });
    const list = await server.call('GET', '/api/data-supplier', { token: school });
    expect(list.body.data.map((s: { code: string }) => s.code)).toEqual(['PAYROLL']);
    const rooster = (await server.call('GET', '/api/data-supplier?search[name]=rooster', { token: admin })).body.data[0].id;
    expect((await server.call('POST', `/api/data-supplier/${rooster}/regenerate-token`, { token: school })).status).toBe(404);
  });

  it("needs DATA_SUPPLIER_ALL: 403 'Not enough permissions', also to regenerate; another pool's supplier is 404", async () => {
    const reader = await tokenWith(deps, 1, Permission.BRANCH_ALL);
    const res = await server.call('POST', `/api/data-supplier/${payroll}/regenerate-token`, { token: reader });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const other = await tokenWith(deps, 2, Permission.DATA_SUPPLIER_ALL);
    expect((await server.call('GET', `/api/data-supplier/${payroll}`, { token: other })).status).toBe(404);
    expect((await server.call('POST', `/api/data-supplier/${payroll}/regenerate-token`, { token: other })).status).toBe(404);
  });

  it('serves its templates: no token field in the form', async () => {
    const form = await server.call('GET', '/api/template/data-supplier', { token: admin });
    expect(form.body.data.fields.map((f: { key: string }) => f.key)).toEqual(['name', 'code', 'branch_id', 'options']);
    const page = await server.call('GET', '/api/template-page/data-supplier', { token: admin });
    expect(page.body.data).toMatchObject({ key: 'data-supplier', url: 'data-supplier', create: true, channel: 'pool/1/data-supplier' });
  });
});

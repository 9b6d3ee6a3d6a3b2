import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, ExtraPermission as E, Messages, Permission } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { PERSONAL_BLOCKADES_OFF } from '../domain/blockades/blockade-input';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { startSeededPools, type SeededPools } from '../testing/seeded-pools';

/** Blockades and certificates of conduct (spec 001 'Blockade dialog', MD-BLK, MD-COC) on the demo pools. */
let seeded: SeededPools;
let pool: number;
let editor: string;
let deleter: string;
let viewer: string;
let person: number;
let branch: { board: number; kompas: number; vlinder: number };

beforeAll(async () => {
  seeded = await startSeededPools();
  pool = seeded.pools.demo;
  const token = (allow: string[]) => testToken(seeded.deps, { pool_id: pool, allow, view_entire_pool: true });
  editor = await token([E.BLOCKADE_CREATE, E.COC_ALL]);
  deleter = await token([E.BLOCKADE_DELETE]);
  viewer = await token([E.BLOCKADE_VIEW, E.COC_VIEW]);
  const [p] = await rowsOf<{ id: number }>(
    seeded.deps.db.db,
    sql`select id from masterdata.persons where email = 'invaller@demo.invalpool.nl'`,
  );
  person = p!.id;
  const rows = await rowsOf<{ id: number; name: string }>(
    seeded.deps.db.db,
    sql`select id, name from masterdata.branches where pool_id = ${pool}`,
  );
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  branch = { board: id('Stichting Demo Bestuur'), kompas: id('Het Kompas'), vlinder: id('De Vlinder') };
}, SETUP_TIMEOUT_MS);
afterAll(() => seeded.close());

const call = (method: string, path: string, token: string, body?: unknown) => seeded.server.call(method, `/api${path}`, { token, body });
const create = (body: Record<string, unknown>, token = editor) =>
  call('POST', '/blockade', token, { person_id: person, pool: true, branches: [branch.kompas], start_date: '2027-01-01', ...body });
const setPersonal = (on: boolean) =>
  on
    ? seeded.deps.db.db.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'enable_personal_blockade'`)
    : seeded.deps.db.db.execute(
        sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'enable_personal_blockade', 'false'::jsonb)`,
      );

describe('blockades', () => {
  it('creates a pool blockade of one or more branches with an open end, and lists it per person and per branch', async () => {
    const res = await create({ branches: [branch.kompas, branch.vlinder], city: 'Utrecht', remark: 'Op verzoek van de school' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      person_id: person,
      person_name: 'Iris Invaller',
      pool: true,
      personal: false,
      city: 'Utrecht',
      start_date: '2027-01-01',
      end_date: null,
      branches: [
        { id: branch.vlinder, name: 'De Vlinder' },
        { id: branch.kompas, name: 'Het Kompas' },
      ],
    });
    const list = await call('GET', `/person/${person}/blockades`, viewer);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ person_name: 'Iris Invaller', personal_blockades_enabled: true });
    expect(list.body.data.blockades.map((b: { id: number }) => b.id)).toContain(res.body.data.id);
    const atBranch = await call('GET', `/branch/${branch.vlinder}/blockades`, viewer);
    expect(atBranch.body.data.map((b: { id: number }) => b.id)).toContain(res.body.data.id);
    expect((await call('GET', `/branch/${branch.board}/blockades`, viewer)).body.data).toEqual([]);
  });

  it('refuses an end before the start, an unknown branch and no branch, in the envelope', async () => {
    const backwards = await create({ start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.meta.errors).toEqual({ end_date: ['The End date must be a date after or equal to Start date.'] });
    const unknown = await create({ branches: [999999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors).toEqual({ branches: ['The selected Branches is invalid.'] });
    const none = await create({ branches: [] });
    expect(none.body.meta.errors).toEqual({ branches: ['The Branches field is required.'] });
  });

  it('refuses personal blockades with a clear message when the pool switched them off (enable_personal_blockade)', async () => {
    expect((await create({ pool: false })).status).toBe(201);
    await setPersonal(false);
    try {
      const refused = await create({ pool: false });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({ pool: [PERSONAL_BLOCKADES_OFF] });
      const form = await call('GET', `/blockade/person/${person}?personal=1`, editor);
      expect(form.status).toBe(422);
      expect(form.body.meta.errors).toEqual({ personal: [PERSONAL_BLOCKADES_OFF] });
      expect((await create({ pool: true })).status).toBe(201);
      expect((await call('GET', `/person/${person}/blockades`, viewer)).body.data.personal_blockades_enabled).toBe(false);
    } finally {
      await setPersonal(true);
    }
  });

  it("answers the spec's form calls: new (blockade/person/{id}?branches&personal) and edit (blockade/{id}?personal)", async () => {
    const form = await call('GET', `/blockade/person/${person}?branches=${branch.kompas},${branch.vlinder}&personal=1`, editor);
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({
      person_id: person,
      person_name: 'Iris Invaller',
      pool: false,
      personal: true,
      branches: [
        { id: branch.kompas, name: 'Het Kompas' },
        { id: branch.vlinder, name: 'De Vlinder' },
      ],
      end_date: null,
      personal_blockades_enabled: true,
    });
    expect((await call('GET', `/blockade/person/${person}?branches=1,x`, editor)).status).toBe(422);
    const { id } = (await create({})).body.data;
    expect((await call('GET', `/blockade/${id}?personal=0`, viewer)).body.data).toMatchObject({ id, pool: true });
    const otherKind = await call('GET', `/blockade/${id}?personal=1`, viewer);
    expect(otherKind.status).toBe(404);
    expect(otherKind.body.meta.messages[0].message).toBe(Messages.notFound.replace('{{id}}', String(id)));
  });

  it('edits one, mass-edits several with BLOCKADE_CREATE, and mass-deletes with BLOCKADE_DELETE', async () => {
    const a = (await create({})).body.data.id;
    const b = (await create({ branches: [branch.vlinder] })).body.data.id;
    const edited = await call('PUT', `/blockade/${a}`, editor, { end_date: '2027-03-31', branches: [branch.board] });
    expect(edited.body.data).toMatchObject({ end_date: '2027-03-31', branches: [{ id: branch.board, name: 'Stichting Demo Bestuur' }] });
    const mass = await call('PUT', '/blockade/mass-edit', editor, { ids: [a, b], remark: 'Samen aangepast', end_date: null });
    expect(mass.status).toBe(200);
    expect(mass.body.data.map((x: { remark: string; end_date: null }) => [x.remark, x.end_date])).toEqual([
      ['Samen aangepast', null],
      ['Samen aangepast', null],
    ]);
    const backwards = await call('PUT', '/blockade/mass-edit', editor, { ids: [a, b], end_date: '2026-01-01' });
    expect(backwards.status).toBe(422);
    expect((await call('POST', '/blockade/mass-delete', editor, { ids: [a, b] })).status).toBe(403);
    expect((await call('PUT', '/blockade/mass-edit', deleter, { ids: [a, b], remark: 'x' })).status).toBe(403);
    const deleted = await call('POST', '/blockade/mass-delete', deleter, { ids: [a, b] });
    expect(deleted.body.data).toEqual({ deleted: [a, b] });
    expect((await call('GET', `/blockade/${a}`, viewer)).status).toBe(404);
    const single = (await create({})).body.data.id;
    expect((await call('DELETE', `/blockade/${single}`, deleter)).status).toBe(200);
    expect((await call('DELETE', `/blockade/${single}`, deleter)).status).toBe(404);
  });

  it("gives the branch tree each branch's blockades of the person: pool ones by id, personal ones counted", async () => {
    await seeded.deps.db.db.execute(sql`delete from masterdata.blockades where pool_id = ${pool}`);
    await seeded.deps.db.db.execute(sql`delete from masterdata.blockade_branches where pool_id = ${pool}`);
    const poolBlockade = (await create({ branches: [branch.vlinder] })).body.data.id;
    await create({ pool: false, branches: [branch.vlinder, branch.kompas] });
    const res = await call('GET', `/branch/blockades?person=${person}`, viewer);
    expect(res.status).toBe(200);
    type Item = { id: number; blockades: { id: number }[]; personal_blockades: number; children: Item[] };
    const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.children)]);
    const items = flat(res.body.data as Item[]);
    expect(items.find((i) => i.id === branch.vlinder)).toMatchObject({ blockades: [{ id: poolBlockade }], personal_blockades: 1 });
    expect(items.find((i) => i.id === branch.kompas)).toMatchObject({ blockades: [], personal_blockades: 1 });
    expect(items.find((i) => i.id === branch.board)).toMatchObject({ blockades: [], personal_blockades: 0 });

    // the branch list's tree opens down to blockaded branches: branch/tree carries them for a caller with a blockade right
    const branchViewer = await testToken(seeded.deps, { pool_id: pool, allow: [Permission.BRANCH_VIEW], view_entire_pool: true });
    const both = await testToken(seeded.deps, { pool_id: pool, allow: [Permission.BRANCH_VIEW, E.BLOCKADE_VIEW], view_entire_pool: true });
    const plain = flat((await call('GET', '/branch/tree', branchViewer)).body.data as Item[]);
    expect(plain.find((i) => i.id === branch.vlinder)!.blockades).toBeUndefined();
    const counted = flat((await call('GET', '/branch/tree', both)).body.data as Item[]);
    expect(counted.find((i) => i.id === branch.vlinder)).toMatchObject({ blockades: [{ id: poolBlockade }], personal_blockades: 1 });
  });

  it('needs a blockade right: none is 403, view only may not create', async () => {
    const nobody = await testToken(seeded.deps, { pool_id: pool, allow: [], view_entire_pool: true });
    expect((await call('GET', `/person/${person}/blockades`, nobody)).status).toBe(403);
    expect((await create({}, viewer)).status).toBe(403);
  });
});

describe('my data', () => {
  it('GET person/me carries the own blockades, for a substitute without a blockade right', async () => {
    const { id } = (await create({ remark: 'Eigen blokkade' })).body.data;
    const own = await testToken(seeded.deps, { pool_id: pool, person_id: person, allow: [Permission.PERSON_POPUP_VIEW] });
    const me = await call('GET', '/person/me', own);
    expect(me.status).toBe(200);
    expect(me.body.data.blockades.find((b: { id: number }) => b.id === id)).toMatchObject({ remark: 'Eigen blokkade', pool: true });
    expect((await call('GET', `/person/${person}/blockades`, own)).status).toBe(403);
  });
});

describe('certificates of conduct', () => {
  it('adds, lists the latest first, edits and deletes with COC_ALL; COC_VIEW reads', async () => {
    const added = await call('POST', `/person/${person}/conducts`, editor, { issue_date: '2027-01-15', remark: 'Nieuwe VOG' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ person_id: person, issue_date: '2027-01-15', marked_valid: false, remark: 'Nieuwe VOG' });
    const list = await call('GET', `/person/${person}/conducts`, viewer);
    expect(list.body.data[0].id).toBe(added.body.data.id);
    expect(list.body.data.length).toBeGreaterThan(1);
    const edited = await call('PUT', `/conduct/${added.body.data.id}`, editor, { marked_valid: true });
    expect(edited.body.data).toMatchObject({ issue_date: '2027-01-15', marked_valid: true });
    expect((await call('PUT', `/conduct/${added.body.data.id}`, viewer, { marked_valid: false })).status).toBe(403);
    const bad = await call('POST', `/person/${person}/conducts`, editor, { issue_date: '2027-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({ issue_date: ['The Issue date is not a valid date.'] });
    expect((await call('DELETE', `/conduct/${added.body.data.id}`, editor)).status).toBe(200);
    const gone = await call('DELETE', `/conduct/${added.body.data.id}`, editor);
    expect(gone.status).toBe(404);
    expect(gone.body.meta.messages[0].message).toBe(`Certificate of conduct #${added.body.data.id} not found`);
  });

  it('MD-COC-01 keeps the branch, the file name, the issue and the expiration date, checked in the pool and in order', async () => {
    const added = await call('POST', `/person/${person}/conducts`, editor, {
      branch_id: branch.kompas,
      file_name: 'vog-iris-2027.pdf',
      issue_date: '2027-01-15',
      expiration_date: '2030-01-14',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      branch_id: branch.kompas,
      branch_name: 'Het Kompas',
      file_name: 'vog-iris-2027.pdf',
      issue_date: '2027-01-15',
      expiration_date: '2030-01-14',
    });
    const id = added.body.data.id;
    const listed = (await call('GET', `/person/${person}/conducts`, viewer)).body.data.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ branch_name: 'Het Kompas', file_name: 'vog-iris-2027.pdf', expiration_date: '2030-01-14' });

    // the whole record is checked after a change: an issue date after the stored expiration date
    const late = await call('PUT', `/conduct/${id}`, editor, { issue_date: '2030-02-01' });
    expect(late.status).toBe(422);
    expect(late.body.meta.errors).toEqual({ expiration_date: ['The Expiration date must be a date after or equal to Issue date.'] });
    const dutch = await seeded.server.call('PUT', `/api/conduct/${id}?_locale=nl`, {
      token: editor,
      body: { expiration_date: '2026-01-01' },
    });
    expect(dutch.body.meta.errors).toEqual({ expiration_date: ['De vervaldatum moet op of na de afgiftedatum liggen.'] });
    const [noordBranch] = await rowsOf<{ id: number }>(
      seeded.deps.db.db,
      sql`select id from masterdata.branches where pool_id = ${seeded.pools.noord} limit 1`,
    );
    const foreign = await call('PUT', `/conduct/${id}`, editor, { branch_id: noordBranch!.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({ branch_id: ['The selected Branch is invalid.'] });
    const bad = await call('POST', `/person/${person}/conducts`, editor, {
      issue_date: '2027-01-15',
      expiration_date: 'soon',
      file_name: 'x'.repeat(256),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.meta.errors).sort()).toEqual(['expiration_date', 'file_name']);
    const cleared = await call('PUT', `/conduct/${id}`, editor, { branch_id: null, expiration_date: null });
    expect(cleared.body.data).toMatchObject({ branch_id: null, branch_name: null, expiration_date: null, file_name: 'vog-iris-2027.pdf' });
    expect((await call('DELETE', `/conduct/${id}`, editor)).status).toBe(200);
  });

  it('MD-COC-01 publishes every certificate with its expiration date for matching (conduct_directory)', async () => {
    const id = (await call('POST', `/person/${person}/conducts`, editor, { issue_date: '2027-01-15', expiration_date: '2028-01-14' })).body
      .data.id;
    const rows = await seeded.deps.db.withPool(pool, (tx) =>
      rowsOf<{ issue_date: string; marked_valid: boolean; expiration_date: string | null }>(
        tx,
        sql`select to_char(issue_date, 'YYYY-MM-DD') as issue_date, marked_valid, to_char(expiration_date, 'YYYY-MM-DD') as expiration_date
          from masterdata.conduct_directory where pool_id = ${pool} and person_id = ${person} order by issue_date`,
      ),
    );
    expect(rows).toEqual([
      { issue_date: '2026-06-01', marked_valid: true, expiration_date: null },
      { issue_date: '2027-01-15', marked_valid: false, expiration_date: '2028-01-14' },
    ]);
    await call('DELETE', `/conduct/${id}`, editor);
  });
});

describe('another pool', () => {
  it("does not show or change another pool's blockades and certificates: 404", async () => {
    const id = (await create({})).body.data.id;
    const conduct = (await call('POST', `/person/${person}/conducts`, editor, { issue_date: '2027-01-15' })).body.data.id;
    const noord = await testToken(seeded.deps, {
      pool_id: seeded.pools.noord,
      allow: [E.BLOCKADE_ALL, E.COC_ALL],
      view_entire_pool: true,
    });
    expect((await call('GET', `/blockade/${id}`, noord)).status).toBe(404);
    expect((await call('PUT', `/blockade/${id}`, noord, { remark: 'x' })).status).toBe(404);
    expect((await call('POST', '/blockade/mass-delete', noord, { ids: [id] })).status).toBe(404);
    expect((await call('DELETE', `/conduct/${conduct}`, noord)).status).toBe(404);
    expect((await call('GET', `/person/${person}/blockades`, noord)).status).toBe(404);
    expect((await call('GET', `/blockade/${id}`, viewer)).status).toBe(200);
  });
});

describe('MD-BLK-07: the blockades of the branches a planner may see', () => {
  const allowOf = (code: string) => DEFAULT_ROLES.find((r) => r.code === code)!.allow;
  // a profile bound to a branch, without view_entire_pool: it sees that branch's subtree
  const boundTo = (branchId: number, allow: string[]) =>
    testToken(seeded.deps, { pool_id: pool, allow, branch_id: branchId, view_entire_pool: false });
  type Item = { id: number; blockades: { id: number }[]; children: Item[] };
  const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.children)]);
  const ids = (list: { id: number }[]) => list.map((b) => b.id);

  it('gives the default board and school roles the view rights, within their branches; another branch or pool is 404', async () => {
    const [jan] = await rowsOf<{ id: number }>(
      seeded.deps.db.db,
      sql`select id from masterdata.persons where pool_id = ${pool} and email = 'jan.jansen@demo.invalpool.nl'`,
    );
    const at = async (branches: number[]) => (await create({ person_id: jan!.id, branches })).body.data.id as number;
    const kompasOnly = await at([branch.kompas]);
    const vlinderOnly = await at([branch.vlinder]);
    const both = await at([branch.kompas, branch.vlinder]);

    const boardPlanner = await boundTo(branch.board, allowOf('ROLE_BOARD'));
    const tree = await call('GET', '/branch/blockades', boardPlanner);
    expect(tree.status).toBe(200);
    expect(
      flat(tree.body.data)
        .find((i) => i.id === branch.vlinder)!
        .blockades.map((b) => b.id),
    ).toEqual(expect.arrayContaining([vlinderOnly, both]));

    const kompasPlanner = await boundTo(branch.kompas, allowOf('ROLE_BOARD'));
    const kompasTree = flat((await call('GET', '/branch/blockades', kompasPlanner)).body.data);
    expect(kompasTree.map((i) => i.id)).toEqual([branch.kompas]);
    const seen = ids((await call('GET', `/person/${jan!.id}/blockades`, kompasPlanner)).body.data.blockades);
    expect(seen).toEqual(expect.arrayContaining([kompasOnly, both]));
    expect(seen).not.toContain(vlinderOnly);
    expect(ids((await call('GET', `/branch/${branch.kompas}/blockades`, kompasPlanner)).body.data)).toEqual(
      expect.arrayContaining([kompasOnly, both]),
    );
    expect((await call('GET', `/branch/${branch.vlinder}/blockades`, kompasPlanner)).status).toBe(404);
    expect((await call('GET', `/blockade/${vlinderOnly}`, kompasPlanner)).status).toBe(404);
    expect((await call('GET', `/blockade/${both}`, kompasPlanner)).status).toBe(200);

    const school = await boundTo(branch.kompas, allowOf('ROLE_SCHOOL'));
    expect((await call('GET', `/person/${jan!.id}/blockades`, school)).status).toBe(200);
    expect((await call('GET', `/person/${jan!.id}/conducts`, school)).status).toBe(200);
    expect((await call('GET', '/branch/blockades', school)).status).toBe(200);

    const noord = await testToken(seeded.deps, { pool_id: seeded.pools.noord, allow: [E.BLOCKADE_ALL], view_entire_pool: true });
    expect((await call('GET', `/blockade/${kompasOnly}`, noord)).status).toBe(404);
    expect((await call('GET', `/branch/${branch.kompas}/blockades`, noord)).status).toBe(404);
  });

  it("does not let a branch-bound editor change another branch's blockade, or name a branch outside its own", async () => {
    const [jan] = await rowsOf<{ id: number }>(
      seeded.deps.db.db,
      sql`select id from masterdata.persons where pool_id = ${pool} and email = 'jan.jansen@demo.invalpool.nl'`,
    );
    const at = async (branches: number[]) => (await create({ person_id: jan!.id, branches })).body.data.id as number;
    const kompasOnly = await at([branch.kompas]);
    const vlinderOnly = await at([branch.vlinder]);
    const both = await at([branch.kompas, branch.vlinder]);
    const editorAtKompas = await boundTo(branch.kompas, [E.BLOCKADE_ALL]);

    expect((await call('PUT', `/blockade/${kompasOnly}`, editorAtKompas, { remark: 'Kompas' })).status).toBe(200);
    expect((await call('PUT', `/blockade/${vlinderOnly}`, editorAtKompas, { remark: 'x' })).status).toBe(404);
    const shared = await call('PUT', `/blockade/${both}`, editorAtKompas, { remark: 'x' });
    expect(shared.status).toBe(403);
    expect(shared.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    expect((await call('DELETE', `/blockade/${both}`, editorAtKompas)).status).toBe(403);
    expect((await call('POST', '/blockade/mass-delete', editorAtKompas, { ids: [kompasOnly, vlinderOnly] })).status).toBe(404);
    const elsewhere = await call('PUT', `/blockade/${kompasOnly}`, editorAtKompas, { branches: [branch.vlinder] });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.meta.errors).toEqual({ branches: ['The selected Branches is invalid.'] });
    const created = await create({ person_id: jan!.id, branches: [branch.vlinder] }, editorAtKompas);
    expect(created.body.meta.errors).toEqual({ branches: ['The selected Branches is invalid.'] });
    expect((await call('GET', `/blockade/person/${jan!.id}?branches=${branch.vlinder}`, editorAtKompas)).status).toBe(422);
    expect((await call('GET', `/blockade/${vlinderOnly}`, viewer)).body.data.remark).toBeNull();
  });
});

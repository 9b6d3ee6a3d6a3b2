import { Permission as P, PersonFieldPermission as F } from '@app/contracts';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { contracts, contractTypes, documents, persons } from '../db/schema';
import { NOT_ENOUGH, seedBranchTree, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata } from '../testing/fixtures';

/**
 * GET person/{id}/preview, the person preview dialog's data (PLT-DLG-02, ADR 0254): contact data,
 * the documents the caller may see and the remarks whose field rights the caller holds; within the
 * pool and the personal filter, else 404.
 */
let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    Object.assign(ids, await seedBranchTree(tx, types));
    const people = await tx
      .insert(persons)
      .values([
        {
          poolId: 1,
          firstName: 'Lotte',
          lastName: 'Visser',
          initials: 'L.',
          telephone: '030 123 4567',
          mobile: '06 1234 5678',
          email: 'lotte@demo.invalpool.nl',
          generalRemark: 'Rijdt auto',
          internalRemark: 'Niet bij groep 8',
          adminRemark: 'Contract loopt af',
        },
        { poolId: 1, firstName: 'Daan', lastName: 'Bakker', initials: 'D.' },
        { poolId: 2, firstName: 'Bram', lastName: 'Bos', initials: 'B.' },
      ])
      .returning({ id: persons.id, lastName: persons.lastName });
    for (const p of people) ids[p.lastName] = p.id;
    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    // Lotte works at De Regenboog, Daan at Het Kompas
    await tx.insert(contracts).values([
      {
        poolId: 1,
        personId: ids.Visser!,
        contractTypeId: type!.id,
        branchId: ids['De Regenboog']!,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      },
      {
        poolId: 1,
        personId: ids.Bakker!,
        contractTypeId: type!.id,
        branchId: ids['Het Kompas']!,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      },
    ]);
    const doc = (filename: string, visibleForSchool: boolean) => ({
      poolId: 1,
      entityType: 'person' as const,
      entityId: ids.Visser!,
      filename,
      contentType: 'application/pdf',
      size: 10,
      sha256: 'x',
      storageKey: `1/documents/person/${filename}`,
      visibleForSchool,
      uploadedBy: 'Beheerder',
      uploadedAt: new Date('2026-11-01T09:00:00Z'),
    });
    await tx.insert(documents).values([doc('vog.pdf', true), doc('contract.pdf', false)]);
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const board = (allow: string[]) => testToken(deps, { pool_id: 1, view_entire_pool: true, allow });
/** a school user at De Regenboog who reads requests but not the person card */
const school = (allow: string[] = [P.REQUEST_VIEW]) =>
  testToken(deps, { pool_id: 1, view_entire_pool: false, branch_id: ids['De Regenboog']!, allow });
const preview = async (id: number, token: string) => server.call('GET', `/api/person/${id}/preview`, { token });

describe('PLT-DLG-02: GET person/{id}/preview', () => {
  it('answers the contact data, the visible documents and the remarks whose rights the caller holds', async () => {
    const res = await preview(ids.Visser!, await board([P.PERSON_VIEW, F.PERSON_GENERAL_REMARK, P.DOCUMENT_ALL]));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: ids.Visser,
      full_name: 'Lotte Visser',
      initials: 'LV',
      telephone: '030 123 4567',
      mobile: '06 1234 5678',
      email: 'lotte@demo.invalpool.nl',
      general_remark: 'Rijdt auto',
    });
    expect(res.body.data.documents.map((d: { filename: string }) => d.filename).sort()).toEqual(['contract.pdf', 'vog.pdf']);
  });

  it('leaves out a remark without its field right and the documents without a documents right (ADR 0231)', async () => {
    const res = await preview(ids.Visser!, await board([P.PERSON_VIEW]));
    expect(res.status).toBe(200);
    for (const field of ['general_remark', 'internal_remark', 'admin_remark', 'documents']) expect(res.body.data).not.toHaveProperty(field);
    expect(JSON.stringify(res.body)).not.toContain('Contract loopt af');
    const admin = await preview(ids.Visser!, await board([P.PERSON_VIEW, F.PERSON_ADMIN_REMARK, F.PERSON_INTERNAL_REMARK]));
    expect(admin.body.data).toMatchObject({ admin_remark: 'Contract loopt af', internal_remark: 'Niet bij groep 8' });
    expect(admin.body.data).not.toHaveProperty('general_remark');
  });

  it('lets a school user who reads requests preview a person of its branch, with the documents meant for schools only', async () => {
    const res = await preview(ids.Visser!, await school([P.REQUEST_VIEW, P.DOCUMENT_VIEW, 'PERMISSION_DOCUMENT_VISIBLE_FOR_SCHOOL']));
    expect(res.status).toBe(200);
    expect(res.body.data.documents.map((d: { filename: string }) => d.filename)).toEqual(['vog.pdf']);
  });

  it('answers 404 for a person outside the personal filter, for another pool and for no such person', async () => {
    const outside = await preview(ids.Bakker!, await school());
    expect(outside.status).toBe(404);
    expect(outside.body.meta.messages[0].message).toBe(`Person #${ids.Bakker} not found`);
    const otherPool = await preview(ids.Bos!, await board([P.PERSON_ALL]));
    expect(otherPool.status).toBe(404);
    expect(otherPool.body.meta.messages[0].message).toBe(`Person #${ids.Bos} not found`);
    expect((await preview(999_999, await board([P.PERSON_ALL]))).status).toBe(404);
  });

  it('refuses a caller without a person, request or planning right (403) and a malformed id (422)', async () => {
    const res = await preview(ids.Visser!, await board([P.DASHBOARD_VIEW]));
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect((await preview('abc' as unknown as number, await board([P.PERSON_ALL]))).status).toBe(422);
  });
});

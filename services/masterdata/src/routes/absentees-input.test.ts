import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { contracts, contractTypes, persons } from '../db/schema';
import { seedBranchTree, seedBranchTypes, startMasterdata, SETUP_TIMEOUT_MS, tokenWith } from '../testing/fixtures';

/**
 * The request form's absentee list (`inputs[absentees][option]=<branch>`): who can be absent at the
 * chosen branch is its staff, the persons with a live contract there or below it that is no
 * substitute's contract; two people of the same name are told apart by their e-mail address.
 */
let deps: TestDeps;
let server: TestServer;
let tree: Record<string, number>;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    tree = await seedBranchTree(tx, types);
    const [type] = await tx.insert(contractTypes).values({ poolId: 1, code: 'VAST', name: 'Vast' }).returning({ id: contractTypes.id });
    const person = async (firstName: string, lastName: string, email: string | null, middleName: string | null = null) =>
      (
        await tx
          .insert(persons)
          .values({ poolId: 1, firstName, middleName, lastName, initials: `${firstName[0]}.`, email })
          .returning({ id: persons.id })
      )[0]!.id;
    const contract = (personId: number, branch: string, extra: Partial<typeof contracts.$inferInsert> = {}) =>
      tx.insert(contracts).values({
        poolId: 1,
        personId,
        contractTypeId: type!.id,
        branchId: tree[branch]!,
        startDate: '2026-08-01',
        endDate: '2027-07-31',
        ...extra,
      });
    await contract(await person('Anouk', 'Jong', 'anouk.dejong1@school.nl', 'de'), 'De Regenboog');
    await contract(await person('Anouk', 'Jong', 'anouk.dejong2@school.nl', 'de'), 'De Regenboog dependance Oost');
    await contract(await person('Bas', 'Smit', null), 'Het Kompas');
    // a substitute's contract, an archived contract, and someone without a contract are nobody's staff
    await contract(await person('Iris', 'Invaller', 'invaller@demo.nl'), 'De Regenboog', { wantsToSubstitute: true });
    await contract(await person('Oud', 'Collega', 'oud@school.nl'), 'De Regenboog', { archivedAt: new Date() });
    await person('Ada', 'Admin', 'admin@demo.nl');
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const absentees = async (query: string, token?: string) => {
  const res = await server.call('GET', `/api/inputs?inputs[absentees][search]=${query}`, { token: token ?? (await tokenWith(deps, 1)) });
  expect(res.status).toBe(200);
  return res.body.data.absentees as { name: string; detail?: string }[];
};

describe('inputs[absentees]', () => {
  it("offers a branch's staff, its locations' included, each with what tells equal names apart", async () => {
    expect(await absentees(`&inputs[absentees][option]=${tree['De Regenboog']}`)).toEqual([
      { id: expect.any(Number), name: 'Anouk de Jong', detail: 'anouk.dejong1@school.nl' },
      { id: expect.any(Number), name: 'Anouk de Jong', detail: 'anouk.dejong2@school.nl' },
    ]);
    expect((await absentees(`&inputs[absentees][option]=${tree['Het Kompas']}`)).map((o) => o.name)).toEqual(['Bas Smit']);
  });

  it('leaves out substitutes, archived contracts and persons without a contract; narrows by the search', async () => {
    expect((await absentees('')).map((o) => o.name)).toEqual(['Anouk de Jong', 'Anouk de Jong', 'Bas Smit']);
    expect((await absentees(`smi&inputs[absentees][option]=${tree['Stichting Demo Bestuur']}`)).map((o) => o.name)).toEqual(['Bas Smit']);
    expect(await absentees('&inputs[absentees][option]=x')).toEqual([]);
  });

  it("keeps to a branch-bound profile's own subtree", async () => {
    const kompas = await testToken(deps, { pool_id: 1, allow: [], branch_id: tree['Het Kompas']!, view_entire_pool: false });
    expect((await absentees('', kompas)).map((o) => o.name)).toEqual(['Bas Smit']);
  });
});

import { sql } from 'drizzle-orm';
import { Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let noordAdmin: string;
let supplierToken: string;
let noordSupplierToken: string;
let supplierId: number;
let school: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const rights = [P.PERSON_ALL, P.BRANCH_ALL, P.DATA_SUPPLIER_ALL, P.CONTRACT_TYPE_ALL, P.CONTRACT_ALL];
  admin = await tokenWith(deps, 1, ...rights);
  noordAdmin = await tokenWith(deps, 2, ...rights);
  school = (await server.call('POST', '/api/branch', { token: admin, body: { name: 'De Linde', branch_type_id: types.board } })).body.data
    .id;
  const supplier = await server.call('POST', '/api/data-supplier', {
    token: admin,
    body: { name: 'AFAS', code: 'AFAS', branch_id: school },
  });
  supplierId = supplier.body.data.id;
  supplierToken = supplier.body.data.auth_token;
  noordSupplierToken = (await server.call('POST', '/api/data-supplier', { token: noordAdmin, body: { name: 'Noord HR', code: 'HR' } })).body
    .data.auth_token;
  await server.call('POST', '/api/contract-type', { token: admin, body: { code: 'TT', name: 'Tijdelijk' } });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const personCount = async (pool: number) =>
  Number((await rowsOf<{ n: number }>(deps.db.db, sql`select count(*)::int as n from masterdata.persons where pool_id = ${pool}`))[0]!.n);

describe("a data supplier's person import", () => {
  let ada: number;

  it('creates new persons, refuses a bad row without writing it, and reports every row', async () => {
    const before = await personCount(1);
    const res = await server.call('POST', '/api/import/persons', {
      token: supplierToken,
      body: [
        { external_id: 'E-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' },
        { external_id: 'E-2', first_name: 'Bob', email: 'not-an-email' },
        { external_id: 'E-3', first_name: 'Cleo', last_name: 'Jansen', birth_date: '2001-02-30' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { row: 1, status: 'created', id: expect.any(Number) },
      { row: 2, status: 'refused', errors: { last_name: ['The Last name field is required.'], email: ['Invalid email'] } },
      { row: 3, status: 'refused', errors: { birth_date: ['The Birth date is not a valid date.'] } },
    ]);
    ada = res.body.data[0].id;
    expect(await personCount(1)).toBe(before + 1);
    const person = await server.call('GET', `/api/person/${ada}`, { token: admin });
    expect(person.body.data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', initials: 'A.' });
  });

  it('updates the person of a known external id, and refuses a row the store refuses (a taken e-mail) as a whole', async () => {
    await server.call('POST', '/api/person', { token: admin, body: { first_name: 'Eva', last_name: 'Taken', email: 'eva@example.org' } });
    const res = await server.call('POST', '/api/import/persons', {
      token: supplierToken,
      body: {
        rows: [
          { external_id: 'E-1', first_name: 'Ada', last_name: 'King', city: 'Utrecht' },
          { external_id: 'E-4', first_name: 'Eva', last_name: 'Double', email: 'eva@example.org' },
        ],
      },
    });
    expect(res.body.data).toEqual([
      { row: 1, status: 'updated', id: ada },
      { row: 2, status: 'refused', errors: { email: ['The email has already been taken.'] } },
    ]);
    expect((await server.call('GET', `/api/person/${ada}`, { token: admin })).body.data).toMatchObject({
      last_name: 'King',
      city: 'Utrecht',
    });
    // the refused row left neither a person nor a supplier link behind
    const links = await rowsOf<{ external_id: string }>(
      deps.db.db,
      sql`select external_id from masterdata.supplier_records where pool_id = 1`,
    );
    expect(links.map((l) => l.external_id)).toEqual(['E-1']);
  });

  it('needs a live supplier token (401), a list of rows and at most 500 of them', async () => {
    const none = await server.call('POST', '/api/import/persons', { body: [] });
    expect(none.status).toBe(401);
    expect(none.body.meta.messages[0].message).toBe('The data supplier token is not valid.');
    expect((await server.call('POST', '/api/import/persons', { token: admin, body: [] })).status).toBe(401);
    const notAList = await server.call('POST', '/api/import/persons', { token: supplierToken, body: { first_name: 'x' } });
    expect(notAList.status).toBe(422);
    expect(notAList.body.meta.errors).toEqual({ _: ['The body must be a list of rows.'] });
    const many = await server.call('POST', '/api/import/persons', { token: supplierToken, body: new Array(501).fill({}) });
    expect(many.body.meta.errors).toEqual({ _: ['An import may hold at most 500 rows.'] });
  });

  it("keeps to the supplier's pool: the same external id in another pool is another person there", async () => {
    const before = await personCount(1);
    const res = await server.call('POST', '/api/import/persons', {
      token: noordSupplierToken,
      body: [{ external_id: 'E-1', first_name: 'Nora', last_name: 'Noord' }],
    });
    expect(res.body.data[0]).toMatchObject({ status: 'created' });
    expect(res.body.data[0].id).not.toBe(ada);
    expect(await personCount(1)).toBe(before);
    expect((await server.call('GET', `/api/person/${ada}`, { token: admin })).body.data.last_name).toBe('King');
  });

  it('stops matching once the supplier is archived', async () => {
    const other = await server.call('POST', '/api/data-supplier', { token: admin, body: { name: 'Old', code: 'OLD' } });
    await server.call('DELETE', `/api/data-supplier/${other.body.data.id}/archive`, { token: admin });
    expect((await server.call('POST', '/api/import/persons', { token: other.body.data.auth_token, body: [] })).status).toBe(401);
  });

  describe('contracts and the Data supplier tab', () => {
    it('imports contracts of imported persons as is_imported at the supplier branch, refusing unknown persons and types', async () => {
      const row = {
        external_id: 'C-1',
        person_external_id: 'E-1',
        contract_type_code: 'tt',
        start_date: '2026-08-01',
        end_date: '2027-07-31',
        hours: 20,
      };
      const res = await server.call('POST', '/api/import/contracts', {
        token: supplierToken,
        body: [row, { ...row, external_id: 'C-2', person_external_id: 'E-9', contract_type_code: 'XX' }, { ...row, end_date: '' }],
      });
      expect(res.body.data).toEqual([
        { row: 1, status: 'created', id: expect.any(Number) },
        {
          row: 2,
          status: 'refused',
          errors: {
            person_external_id: ['The person with this external id was not imported by this data supplier.'],
            contract_type_code: ['The selected Contract type is invalid.'],
          },
        },
        { row: 3, status: 'refused', errors: { end_date: ['The End date field is required.'] } },
      ]);
      const contract = await server.call('GET', `/api/contract/${res.body.data[0].id}`, { token: admin });
      expect(contract.body.data).toMatchObject({ person_id: ada, branch_id: school, is_imported: true, hours: 20 });
      const again = await server.call('POST', '/api/import/contracts', { token: supplierToken, body: [{ ...row, hours: 24 }] });
      expect(again.body.data).toEqual([{ row: 1, status: 'updated', id: res.body.data[0].id }]);
    });

    it("lists the person's supplier links on the Data supplier tab, and 404 for another pool", async () => {
      const tab = await server.call('GET', `/api/person/${ada}/data-supplier`, { token: admin });
      expect(tab.status).toBe(200);
      expect(tab.body.data.rows).toEqual([
        expect.objectContaining({ data_supplier_id: supplierId, supplier_name: 'AFAS', kind: 'contract', external_id: 'C-1' }),
        expect.objectContaining({
          data_supplier_id: supplierId,
          supplier_name: 'AFAS',
          kind: 'person',
          external_id: 'E-1',
          record_id: ada,
        }),
      ]);
      expect((await server.call('GET', `/api/person/${ada}/data-supplier`, { token: noordAdmin })).status).toBe(404);
    });
  });
});

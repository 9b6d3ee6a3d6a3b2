import { PersonFieldPermission, PersonTabPermission as X, Permission as P } from '@app/contracts';
import { csvColumnsParams, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { NOT_ENOUGH, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

// A list's CSV columns are its template's columns for the caller, the pool's additional fields
// included; the client titles them (ADR 0105).
let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let years: string;
let otherPoolField: string;
let started: string;
let licensed: string;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  admin = await tokenWith(deps, 1, P.PERSON_ALL, PersonFieldPermission.PERSON_EXPORT, P.ADDITIONAL_FIELD_ALL, X.CUSTOM_FIELDS_EDIT);
  viewer = await tokenWith(deps, 1, P.PERSON_VIEW, PersonFieldPermission.PERSON_EXPORT);
  const other = await tokenWith(deps, 2, P.ADDITIONAL_FIELD_ALL);
  const [ada] = await deps.db.withSystem((tx) =>
    tx.insert(persons).values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' }).returning({ id: persons.id }),
  );
  const field = async (token: string, key: string, type = 'integer', label = 'Jaren ervaring') =>
    `field_${(await server.call('POST', '/api/additional-field', { token, body: { name: key, label, key, type, location: 'person' } })).body.data.id}`;
  years = await field(admin, 'years');
  started = await field(admin, 'started', 'date', 'Gestart');
  licensed = await field(admin, 'licensed', 'bool', 'Bevoegd');
  otherPoolField = await field(other, 'secret');
  await server.call('PUT', `/api/person/${ada!.id}/additional-fields`, {
    token: admin,
    body: { values: { years: 12, started: '2027-02-09', licensed: true } },
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const exportOf = (token: string, columns: string[] = []) =>
  server.call('GET', `/api/person?csv-export=personen&${csvColumnsParams(columns.map((c, i) => [c, `T${i}`] as const))}`, {
    token,
  });
const lines = (res: { body: unknown }) => String(res.body).trimEnd().split('\n');

describe('CSV export of a list with additional fields (ADR 0105, 0106)', () => {
  it("writes a switched-on field column under the client's title, and without titles under the field's own label", async () => {
    expect(lines(await exportOf(admin, ['full_name', years]))).toEqual(['T0;T1', 'Ada Lovelace;12']);
    const plain = lines(await exportOf(admin));
    expect(plain[0]).toBe(
      'fields.name;fields.email;fields.city;fields.birth_date;fields.gender;fields.planning_blockade;Bevoegd;Gestart;Jaren ervaring',
    );
    // the fields by label; without the client's words a flag reads as the API's 1
    expect(plain[1]).toBe('Ada Lovelace;;;;;0;1;09-02-2027;12');
  });

  it('writes a date field as the list shows it (DD-MM-YYYY) and a yes/no field in the words the client sends', async () => {
    const res = await server.call(
      'GET',
      `/api/person?csv-export=personen&${csvColumnsParams([
        ['full_name', 'Naam'],
        [started, 'Gestart'],
        [licensed, 'Bevoegd'],
      ])}&csv-columns[2][words][1]=Ja&csv-columns[2][words][0]=Nee`,
      { token: admin },
    );
    expect(lines(res)).toEqual(['Naam;Gestart;Bevoegd', 'Ada Lovelace;09-02-2027;Ja']);
  });

  it('leaves the field column out for a caller without the custom fields right, and refuses another pool’s field', async () => {
    const withheld = await exportOf(viewer, ['full_name', years]);
    expect(withheld.status).toBe(200);
    expect(lines(withheld)).toEqual(['T0', 'Ada Lovelace']);
    const foreign = await exportOf(admin, ['full_name', otherPoolField]);
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ meta: { errors: { 'csv-columns.1.value': ['The column is not allowed.'] } } });
  });

  it("writes for the caller's spreadsheet: ';' after a UTF-8 byte order mark in Dutch, ',' without one in English", async () => {
    const bytes = async (locale: string) =>
      Buffer.from(
        await (
          await fetch(
            `${server.url}/api/person?csv-export=personen&_locale=${locale}&${csvColumnsParams([
              ['full_name', 'Naam'],
              [years, 'Jaren'],
            ])}`,
            {
              headers: { authorization: `Bearer ${admin}` },
            },
          )
        ).arrayBuffer(),
      );
    expect((await bytes('nl')).toString('utf8')).toBe('\ufeffNaam;Jaren\nAda Lovelace;12\n');
    expect((await bytes('en')).toString('utf8')).toBe('Naam,Jaren\nAda Lovelace,12\n');
  });

  it('answers 403 for a list whose template offers no export, though its page reads', async () => {
    const token = await tokenWith(deps, 1, P.BRANCH_TYPE_ALL);
    expect((await server.call('GET', '/api/branch-type', { token })).status).toBe(200);
    const res = await server.call('GET', '/api/branch-type?csv-export=soorten', { token });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });
});

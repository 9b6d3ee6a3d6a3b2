import { PersonFieldPermission } from '@app/contracts';
import { persons } from '../db/schema';
import { NOT_ENOUGH, Permission, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { csvColumnsParams, type TestDeps, type TestServer } from '@app/service-kit/testing';

// The generic list engine, exercised through the person list: 30 persons in pool 1, 1 in pool 2.
let deps: TestDeps;
let server: TestServer;
let token: string;

const CITIES = ['Utrecht', 'Zeist', 'Houten'];

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  await deps.db.withSystem(async (tx) => {
    await tx.insert(persons).values(
      Array.from({ length: 30 }, (_, i) => ({
        poolId: 1,
        firstName: `Voornaam${String(i).padStart(2, '0')}`,
        lastName: `Achternaam${String(29 - i).padStart(2, '0')}`,
        initials: 'V.',
        gender: i % 2 ? ('male' as const) : ('female' as const),
        city: CITIES[i % 3] as string,
        email: `p${i}@pool1.nl`,
        archivedAt: i === 0 ? new Date('2026-01-01T00:00:00Z') : null,
      })),
    );
    await tx.insert(persons).values([
      { poolId: 1, firstName: 'Quote', lastName: 'Tester, "de" Eerste', initials: 'Q.', city: 'Den Haag', email: 'q@pool1.nl' },
      { poolId: 2, firstName: 'Ander', lastName: 'Pool', initials: 'A.', city: 'Utrecht', email: 'x@pool2.nl' },
    ]);
  });
  token = await tokenWith(deps, 1, Permission.PERSON_VIEW, PersonFieldPermission.PERSON_EXPORT);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const list = (query: string) => server.call('GET', `/api/person?${query}`, { token });

describe('list engine', () => {
  it('answers the first page of 25 with pagination meta, live rows of the own pool only', async () => {
    const res = await list('page=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(25);
    expect(res.body.meta.pagination).toEqual({ total: 30, per_page: 25, current_page: 1, links: { current: '/api/person?page=1' } });
    expect(res.body.data.every((p: { archived: boolean }) => !p.archived)).toBe(true);
  });

  it('pages without overlap and itemsPerPage=-1 answers every row', async () => {
    const second = await list('page=2&itemsPerPage=25');
    expect(second.body.data).toHaveLength(5);
    const all = await list('itemsPerPage=-1');
    expect(all.body.data).toHaveLength(30);
    expect(all.body.meta.pagination.per_page).toBe(-1);
    const first = await list('page=1');
    const ids = new Set([...first.body.data, ...second.body.data].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(30);
    const past = await list('page=5');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ total: 30, current_page: 5 });
  });

  it('refuses a page size outside 25, 50, 100 and -1', async () => {
    const res = await list('itemsPerPage=33');
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.itemsPerPage).toEqual(['The items per page must be one of 25, 50, 100 or -1.']);
  });

  it('sorts by a whitelisted column both ways, and refuses any other column', async () => {
    const asc = await list('sortBy[column]=full_name&sortBy[order]=asc&itemsPerPage=-1');
    const lastNames = asc.body.data.map((p: { last_name: string }) => p.last_name);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    const desc = await list('sortBy[column]=full_name&sortBy[order]=desc&itemsPerPage=-1');
    expect(desc.body.data.map((p: { last_name: string }) => p.last_name)).toEqual([...lastNames].reverse());
    const bad = await list('sortBy[column]=bsn&sortBy[order]=asc');
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors['sortBy.column']).toEqual(['The sort column is not allowed.']);
  });

  it('applies filters given flat or as arrays (qs nesting)', async () => {
    const one = await list('filters[city]=Zeist&itemsPerPage=-1');
    expect(one.body.data.every((p: { city: string }) => p.city === 'Zeist')).toBe(true);
    expect(one.body.meta.pagination.total).toBe(10);
    const two = await list('filters[city][]=Zeist&filters[city][]=Houten&filters[gender]=female&itemsPerPage=-1');
    expect(
      two.body.data.every((p: { city: string; gender: string }) => ['Zeist', 'Houten'].includes(p.city) && p.gender === 'female'),
    ).toBe(true);
    expect(two.body.meta.pagination.total).toBe(10);
  });

  it('searches trimmed and case-insensitively, literally', async () => {
    const res = await list(`search[name]=${encodeURIComponent('  achterNAAM05  ')}`);
    expect(res.body.data.map((p: { last_name: string }) => p.last_name)).toEqual(['Achternaam05']);
    const blank = await list('search[name]=%20%20');
    expect(blank.body.meta.pagination.total).toBe(30);
    const wildcard = await list('search[name]=%25');
    expect(wildcard.body.meta.pagination.total).toBe(0);
  });

  it('shows archived rows only with filters[archived]=1', async () => {
    const res = await list('filters[archived]=1&itemsPerPage=-1');
    expect(res.body.meta.pagination.total).toBe(31);
    expect(res.body.data.filter((p: { archived: boolean }) => p.archived)).toHaveLength(1);
  });

  const CITY_FILTER = 'filters[city][]=Den%20Haag&filters[city][]=Zeist&sortBy[column]=full_name&sortBy[order]=desc';

  it('exports every row of the same filter and sort as CSV, headed by the titles the client sends in its order', async () => {
    const titles = csvColumnsParams([
      ['email', 'E-mail'],
      ['full_name', 'Naam'],
      ['city', 'Plaats'],
      ['gender', 'Geslacht'],
    ]);
    const res = await server.call('GET', `/api/person?csv-export=personen&${CITY_FILTER}&${titles}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="personen.csv"');
    const lines = (res.body as string).trimEnd().split('\n');
    expect(lines[0]).toBe('E-mail;Naam;Plaats;Geslacht');
    expect(lines).toHaveLength(1 + 11);
    expect(lines[1]).toBe('q@pool1.nl;"Quote Tester, ""de"" Eerste";Den Haag;');
    expect(lines[2]).toBe('p1@pool1.nl;Voornaam01 Achternaam28;Zeist;male');
  });

  it('without titles (an API client): every column of the list template, headed by its label key', async () => {
    const res = await server.call('GET', `/api/person?csv-export=personen&${CITY_FILTER}`, { token });
    const lines = (res.body as string).trimEnd().split('\n');
    expect(lines[0]).toBe('fields.name;fields.email;fields.city;fields.birth_date;fields.gender;fields.planning_blockade');
    expect(lines[2]).toBe('Voornaam01 Achternaam28;p1@pool1.nl;Zeist;;male;0');
  });

  it('refuses a column outside the template, and a title over 100 characters, with a 422 (never a 500)', async () => {
    const res = await list(
      `csv-export=personen&${csvColumnsParams([
        ['full_name', 'Naam'],
        ['bsn', 'BSN'],
        ['city', 'x'.repeat(101)],
      ])}`,
    );
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      'csv-columns.1.value': ['The column is not allowed.'],
      'csv-columns.2.title': ['The column title may be at most 100 characters.'],
    });
    expect((await list(`csv-export=personen&${csvColumnsParams([['actions', 'Acties']])}`)).status).toBe(422);
  });

  it('neutralises a title that would start a formula', async () => {
    const res = await list(`csv-export=personen&filters[city][]=Zeist&${csvColumnsParams([['full_name', '=HYPERLINK("x")']])}`);
    expect((res.body as string).split('\n')[0]).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("answers 403 'Not enough permissions' without a person right", async () => {
    const res = await server.call('GET', '/api/person', { token: await tokenWith(deps, 1) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });
});

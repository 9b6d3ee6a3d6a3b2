import { PersonTabPermission as X, Permission as P } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let personViewer: string;
let noordAdmin: string;
const ids: Record<string, number> = {};
const fieldIds: Record<string, number> = {};

const PERSONS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'];

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await seedBranchTypes(deps, 2);
  admin = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL, P.ADDITIONAL_FIELD_ALL, X.CUSTOM_FIELDS_EDIT);
  personViewer = await tokenWith(deps, 1, P.PERSON_VIEW);
  noordAdmin = await tokenWith(deps, 2, P.PERSON_ALL, P.BRANCH_ALL, P.ADDITIONAL_FIELD_ALL, X.CUSTOM_FIELDS_EDIT);
  for (const name of PERSONS) {
    const [firstName, lastName] = name.split(' ') as [string, string];
    const [row] = await deps.db.withSystem((tx) =>
      tx
        .insert(persons)
        .values({ poolId: 1, firstName, lastName, initials: `${firstName[0]}.` })
        .returning({ id: persons.id }),
    );
    ids[firstName] = row!.id;
  }
  const field = async (token: string, body: Record<string, string>) =>
    (fieldIds[`${token === admin ? '' : 'noord_'}${body.key}`] = (
      await server.call('POST', '/api/additional-field', { token, body })
    ).body.data.id);
  await field(admin, { name: 'Years', label: 'Jaren ervaring', key: 'years', type: 'integer', location: 'person' });
  await field(admin, { name: 'Checked', label: 'VOG gecontroleerd', key: 'checked_on', type: 'date', location: 'person' });
  await field(admin, { name: 'Intake', label: 'Intake op', key: 'intake_at', type: 'datetime', location: 'person' });
  await field(admin, { name: 'Driver', label: 'Rijbewijs', key: 'driver', type: 'bool', location: 'person' });
  await field(admin, { name: 'Community', label: 'Brede school', key: 'community', type: 'bool', location: 'branch' });
  await field(admin, { name: 'Urgent', label: 'Spoed', key: 'urgent', type: 'bool', location: 'request' });
  await field(noordAdmin, { name: 'Secret', label: 'Noord geheim', key: 'secret', type: 'integer', location: 'person' });
  const put = (id: number, values: Record<string, unknown>) =>
    server.call('PUT', `/api/person/${id}/additional-fields`, { token: admin, body: { values } });
  await put(ids.Ada!, { years: 12, checked_on: '2026-03-01', intake_at: '2026-03-01 09:30', driver: true });
  await put(ids.Grace!, { years: 3, driver: false });
  await put(ids.Alan!, { years: 40, driver: true });
  const school = await server.call('POST', '/api/branch', { token: admin, body: { name: 'De Linde', branch_type_id: types.board } });
  ids.school = school.body.data.id;
  await server.call('PUT', `/api/branch/${ids.school}/additional-fields`, { token: admin, body: { values: { community: true } } });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const col = (key: string) => `field_${fieldIds[key]}`;
const names = (rows: { first_name: string }[]) => rows.map((r) => r.first_name);

describe('additional fields as list columns (ADR 0106)', () => {
  it("reads a page with its field columns in one transaction, the fields with the transaction's start", async () => {
    const transactions = jest.spyOn(deps.db, 'withPool');
    const withFirstRead = jest.spyOn(deps.db, 'withPoolAndRead');
    try {
      const res = await server.call('GET', '/api/person?page=1&itemsPerPage=25', { token: admin });
      expect(res.status).toBe(200);
      expect(Object.keys((res.body as { data: Record<string, unknown>[] }).data[0]!)).toContain(col('years'));
      expect(transactions).not.toHaveBeenCalled();
      expect(withFirstRead).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
      withFirstRead.mockRestore();
    }
  });

  it('the list answers the typed values of the page, one column per live field of the location', async () => {
    const res = await server.call('GET', '/api/person', { token: admin });
    expect(res.status).toBe(200);
    const ada = res.body.data.find((r: { id: number }) => r.id === ids.Ada);
    expect(ada).toMatchObject({
      [col('years')]: 12,
      [col('checked_on')]: '2026-03-01',
      [col('intake_at')]: '2026-03-01T09:30',
      [col('driver')]: true,
    });
    const dijkstra = res.body.data.find((r: { id: number }) => r.id === ids.Edsger);
    expect(dijkstra).toMatchObject({ [col('years')]: null, [col('driver')]: null });
    // the branch field is no person column, and another pool's field never appears
    expect(Object.keys(ada)).not.toContain(col('community'));
    expect(Object.keys(ada)).not.toContain(col('noord_secret'));
    const branches = await server.call('GET', '/api/branch', { token: admin });
    expect(branches.body.data.find((r: { id: number }) => r.id === ids.school)).toMatchObject({ [col('community')]: true });
  });

  it('sorts by a field as its type: numbers as numbers, unset after the values in both directions', async () => {
    const asc = await server.call('GET', `/api/person?sortBy[column]=${col('years')}&sortBy[order]=asc`, { token: admin });
    expect(asc.status).toBe(200);
    expect(names(asc.body.data)).toEqual(['Grace', 'Ada', 'Alan', 'Edsger']);
    const desc = await server.call('GET', `/api/person?sortBy[column]=${col('years')}&sortBy[order]=desc`, { token: admin });
    expect(names(desc.body.data)).toEqual(['Alan', 'Ada', 'Grace', 'Edsger']);
    // dates sort as ISO text; the unset ones still last when descending
    const byDate = await server.call('GET', `/api/person?sortBy[column]=${col('checked_on')}&sortBy[order]=desc`, { token: admin });
    expect(names(byDate.body.data)[0]).toBe('Ada');
  });

  it('filters by a yes/no field: yes the records set to yes, no the others', async () => {
    const yes = await server.call('GET', `/api/person?filters[${col('driver')}]=1`, { token: admin });
    expect(names(yes.body.data)).toEqual(['Ada', 'Alan']);
    const no = await server.call('GET', `/api/person?filters[${col('driver')}]=0`, { token: admin });
    expect(names(no.body.data)).toEqual(['Edsger', 'Grace']);
  });

  it("refuses another pool's field as a sort column, and shows no columns without the custom fields right", async () => {
    const other = await server.call('GET', `/api/person?sortBy[column]=${col('noord_secret')}`, { token: admin });
    expect(other.status).toBe(422);
    const plain = await server.call('GET', '/api/person', { token: personViewer });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body.data[0]).filter((k) => k.startsWith('field_'))).toEqual([]);
    const tpl = await server.call('GET', '/api/template-page/person', { token: personViewer });
    expect(tpl.body.data.elements.columns.filter((c: { optional?: boolean }) => c.optional)).toEqual([]);
  });

  it('the template offers each field as an optional column headed by its own label, a yes/no filter and the column picker', async () => {
    const res = await server.call('GET', '/api/template-page/person', { token: admin });
    const optional = res.body.data.elements.columns.filter((c: { optional?: boolean }) => c.optional);
    expect(optional).toEqual([
      {
        label: 'Intake op',
        literal_label: true,
        optional: true,
        value: col('intake_at'),
        column_code: col('intake_at'),
        sortable: true,
        element: 'single-line-component',
        format: 'local_datetime',
      },
      {
        label: 'Jaren ervaring',
        literal_label: true,
        optional: true,
        value: col('years'),
        column_code: col('years'),
        sortable: true,
        element: 'single-line-component',
      },
      {
        label: 'Rijbewijs',
        literal_label: true,
        optional: true,
        value: col('driver'),
        column_code: col('driver'),
        sortable: true,
        element: 'single-line-component',
        format: 'yes_no',
      },
      {
        label: 'VOG gecontroleerd',
        literal_label: true,
        optional: true,
        value: col('checked_on'),
        column_code: col('checked_on'),
        sortable: true,
        element: 'single-line-component',
        format: 'date',
      },
    ]);
    // the actions column stays last
    expect(res.body.data.elements.columns.at(-1).element).toBe('list-actions');
    expect(res.body.data.filter.filter_params.find((f: { key: string }) => f.key === col('driver'))).toEqual({
      key: col('driver'),
      type: 'select_component',
      label: 'Rijbewijs',
      literal_label: true,
      options: [
        { id: '1', name: 'entity_list.yes' },
        { id: '0', name: 'entity_list.no' },
      ],
    });
    expect(res.body.data.header.elements).toContainEqual({ component: 'FilterComponent', props: { name: 'column_picker' } });
    const mobile = await server.call('GET', '/api/template-page/person?isMobile=1', { token: admin });
    expect(mobile.body.data.elements.columns.filter((c: { optional?: boolean }) => c.optional)).toEqual([]);
  });

  it("the request template offers the pool's request fields to a holder of the custom fields right only", async () => {
    const optionalOf = async (token: string) => {
      const res = await server.call('GET', '/api/template-page/request', { token });
      expect(res.status).toBe(200);
      return res.body.data.elements.columns.filter((c: { optional?: boolean }) => c.optional);
    };
    const seer = await tokenWith(deps, 1, P.REQUEST_VIEW, X.CUSTOM_FIELDS_VIEW);
    expect(await optionalOf(seer)).toEqual([
      {
        label: 'Spoed',
        literal_label: true,
        optional: true,
        value: col('urgent'),
        column_code: col('urgent'),
        sortable: true,
        element: 'single-line-component',
        format: 'yes_no',
      },
    ]);
    const template = await server.call('GET', '/api/template-page/request', { token: seer });
    expect(template.body.data.filter.filter_params.map((f: { key: string }) => f.key)).toContain(col('urgent'));
    expect(template.body.data.header.elements).toContainEqual({ component: 'FilterComponent', props: { name: 'column_picker' } });
    expect(await optionalOf(await tokenWith(deps, 1, P.REQUEST_VIEW))).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { ExtraPermission as E, PersonTabPermission as X, Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { csvColumnsParams } from '@app/service-kit/testing';
import { startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let pool: number;
/** REQUEST_VIEW with the custom fields view right, and without it */
let seer: string;
let blind: string;
/** the pool's request numbers; the first has 5 hours and is urgent, the second 20 hours and not urgent */
let numbers: number[];
const code: Record<'hours' | 'urgent' | 'start' | 'noord', string> = { hours: '', urgent: '', start: '', noord: '' };

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  seer = await env.token(pool, [P.REQUEST_VIEW, X.CUSTOM_FIELDS_VIEW]);
  blind = await env.token(pool, [P.REQUEST_VIEW]);
  const fields = await rowsOf<{ id: number; key: keyof typeof code }>(
    env.deps.db.db,
    sql`insert into masterdata.additional_fields (pool_id, name, label, key, type, location, validation, archived_at) values
      (${pool}, 'Hours', 'Uren', 'hours', 'integer', 'request', '', null),
      (${pool}, 'Urgent', 'Spoed', 'urgent', 'bool', 'request', '', null),
      (${pool}, 'Start', 'Start', 'start', 'date', 'request', '', null),
      (${env.pools.noord}, 'Noord', 'Noord', 'noord', 'integer', 'request', '', null)
    returning id, key`,
  );
  for (const f of fields) code[f.key] = `field_${f.id}`;
  numbers = (
    await rowsOf<{ number: number }>(
      env.deps.db.db,
      sql`select number from staffing.requests where pool_id = ${pool} and deleted_at is null order by number`,
    )
  ).map((r) => r.number);
  const admin = await env.token(pool, [P.REQUEST_ALL, X.CUSTOM_FIELDS_EDIT]);
  const save = (n: number, values: Record<string, unknown>) =>
    env.server.call('PUT', `/api/request/${n}/additional-fields`, { token: admin, body: { values } });
  expect((await save(numbers[0]!, { hours: 5, urgent: true })).status).toBe(200);
  expect((await save(numbers[1]!, { hours: 20, urgent: false, start: '2026-03-01' })).status).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

type Row = Record<string, unknown> & { number: number };
const list = async (query: string, as = seer) => {
  const res = await env.server.call('GET', `/api/request?itemsPerPage=-1&${query}`, { token: as });
  return { status: res.status, rows: (res.body.data ?? []) as Row[], body: res.body };
};

describe("the request list's additional field columns (ADR 0106)", () => {
  it('answers the typed values of the fields for the page, null where unset', async () => {
    const { status, rows } = await list('sortBy[column]=number&sortBy[order]=asc');
    expect(status).toBe(200);
    expect(rows).toHaveLength(numbers.length);
    const [first, second, third] = rows;
    expect(first).toMatchObject({ number: numbers[0], [code.hours]: 5, [code.urgent]: true, [code.start]: null });
    expect(second).toMatchObject({ number: numbers[1], [code.hours]: 20, [code.urgent]: false, [code.start]: '2026-03-01' });
    expect(third).toMatchObject({ [code.hours]: null, [code.urgent]: null, [code.start]: null });
    // the live fields of the pool in the Other data tab's order (label): Spoed, Start, Uren
    expect(Object.keys(first!).filter((k) => k.startsWith('field_'))).toEqual([code.urgent, code.start, code.hours]);
  });

  it('sorts on a field with the records without a value last in both directions', async () => {
    const asc = await list(`sortBy[column]=${code.hours}&sortBy[order]=asc`);
    expect(asc.rows.slice(0, 3).map((r) => r[code.hours])).toEqual([5, 20, null]);
    expect(asc.rows.slice(0, 2).map((r) => r.number)).toEqual([numbers[0], numbers[1]]);
    const desc = await list(`sortBy[column]=${code.hours}&sortBy[order]=desc`);
    expect(desc.rows.slice(0, 3).map((r) => r[code.hours])).toEqual([20, 5, null]);
    expect(desc.rows.at(-1)![code.hours]).toBeNull();
    const byDate = await list(`sortBy[column]=${code.start}&sortBy[order]=desc`);
    expect(byDate.rows[0]!.number).toBe(numbers[1]);
  });

  it('filters a yes/no field: yes the requests set to yes, no all others (unset counts as no)', async () => {
    const yes = await list(`filters[${code.urgent}]=1`);
    expect(yes.rows.map((r) => r.number)).toEqual([numbers[0]]);
    const no = await list(`filters[${code.urgent}]=0&sortBy[column]=number&sortBy[order]=asc`);
    expect(no.rows.map((r) => r.number)).toEqual(numbers.slice(1));
  });

  it('gives no field columns, sort keys or filters to a caller without the custom fields view right', async () => {
    const { rows } = await list('sortBy[column]=number&sortBy[order]=asc', blind);
    expect(rows).toHaveLength(numbers.length);
    expect(Object.keys(rows[0]!).some((k) => k.startsWith('field_'))).toBe(false);
    const sorted = await list(`sortBy[column]=${code.hours}`, blind);
    expect(sorted.status).toBe(422);
    expect(sorted.body.meta.errors).toEqual({ 'sortBy.column': ['The sort column is not allowed.'] });
    // an unknown filter is dropped, as every list does
    expect((await list(`filters[${code.urgent}]=1`, blind)).rows).toHaveLength(numbers.length);
  });

  it("refuses another pool's field as a sort column (422) and ignores it as a filter", async () => {
    const sorted = await list(`sortBy[column]=${code.noord}`);
    expect(sorted.status).toBe(422);
    expect(sorted.body.meta.errors).toEqual({ 'sortBy.column': ['The sort column is not allowed.'] });
    expect((await list(`filters[${code.noord}]=1`)).rows).toHaveLength(numbers.length);
  });

  it('exports the field columns the caller sees, titled by the client; withholds them from others', async () => {
    const columns = csvColumnsParams([
      ['number', 'Nummer'],
      [code.hours, 'Uren'],
      [code.urgent, 'Spoed'],
    ]);
    const csv = (token: string, params = columns) =>
      env.server.call('GET', `/api/request?csv-export=aanvragen&sortBy[column]=number&sortBy[order]=asc&${params}`, { token });
    const exporter = await env.token(pool, [P.REQUEST_VIEW, E.REQUEST_EXPORT, X.CUSTOM_FIELDS_VIEW]);
    const res = await csv(exporter);
    expect(res.status).toBe(200);
    const lines = (res.body as string).trim().split('\n');
    expect(lines.slice(0, 4)).toEqual(['Nummer;Uren;Spoed', `${numbers[0]};5;1`, `${numbers[1]};20;0`, `${numbers[2]};;`]);
    // without the right the field columns are left out of the file, not refused
    const withheld = await csv(await env.token(pool, [P.REQUEST_VIEW, E.REQUEST_EXPORT]));
    expect(withheld.status).toBe(200);
    expect((withheld.body as string).split('\n')[0]).toBe('Nummer');
    // another pool's field is no column of this list
    const foreign = await csv(exporter, csvColumnsParams([[code.noord, 'Noord']]));
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({ 'csv-columns.0.value': ['The column is not allowed.'] });
  });
});

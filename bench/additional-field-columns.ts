/**
 * Additional fields as list columns (ADR 0106): a pool of 5,000 persons in PGlite with four person
 * fields (integer, date, datetime, bool), three of four persons holding values. The person list
 * (a page of 25 through real HTTP) is asked without the field columns (a caller without the custom
 * fields right), with them, sorted by the integer field, and filtered on the yes/no field. The
 * median of each is held against the person list's 50 ms (bench/masterdata-list.ts).
 */
import { sql } from 'drizzle-orm';
import { Permission, PersonTabPermission } from '@app/contracts';
import { startServices } from '@app/service-harness';
import { testToken } from '@app/service-kit/testing';
import { timeListCases, type ListCase } from './timed-calls';

const PERSONS = 5_000;
const CALLS = 60;
const WARM_UP = 5;
const BUDGET_MS = 50;
const POOL = 1;

export async function benchAdditionalFieldColumns(): Promise<void> {
  const started = await startServices(['masterdata'], { demo: false });
  try {
    await started.deps.db.withSystem(async (tx) => {
      await tx.execute(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials)
        select ${POOL}, 'Voornaam' || i, 'Achternaam ' || i, 'V.' from generate_series(1, ${PERSONS}) i`);
      await tx.execute(sql`insert into masterdata.additional_fields (pool_id, name, label, key, type, location) values
        (${POOL}, 'Years', 'Jaren ervaring', 'years', 'integer', 'person'),
        (${POOL}, 'Checked', 'VOG gecontroleerd', 'checked', 'date', 'person'),
        (${POOL}, 'Intake', 'Intake op', 'intake', 'datetime', 'person'),
        (${POOL}, 'Driver', 'Rijbewijs', 'driver', 'bool', 'person')`);
      await tx.execute(sql`insert into masterdata.additional_field_values (pool_id, field_id, record_id, value)
        select ${POOL}, f.id, p.id, case f.type when 'integer' then (p.id % 40)::text when 'date' then '2026-03-01'
          when 'datetime' then '2026-03-01T09:30' else (p.id % 2)::text end
        from masterdata.persons p cross join masterdata.additional_fields f where p.pool_id = ${POOL} and p.id % 4 <> 0`);
    });
    await started.deps.db.db.execute(sql`analyze`);
    const server = await started.serve('masterdata');
    const token = (allow: string[]) => testToken(started.deps, { pool_id: POOL, view_entire_pool: true, allow });
    const plain = await token([Permission.PERSON_ALL]);
    const withFields = await token([Permission.PERSON_ALL, PersonTabPermission.CUSTOM_FIELDS_VIEW]);
    const tpl = await server.call('GET', '/api/template-page/person', { token: withFields });
    const codes = (tpl.body.data.elements.columns as { column_code: string; optional?: boolean; label: string }[]).filter(
      (c) => c.optional,
    );
    const code = (label: string) => codes.find((c) => c.label === label)!.column_code;
    console.log(
      `person list with ${codes.length} additional field columns, ${PERSONS} persons in ${started.deps.db.kind}, ${CALLS} calls each:`,
    );
    const cases: ListCase[] = [
      ['a page of 25 without field columns', plain, '/api/person?page=PAGE'],
      ['a page of 25 with field columns', withFields, '/api/person?page=PAGE'],
      ['sorted by an integer field', withFields, `/api/person?page=PAGE&sortBy[column]=${code('Jaren ervaring')}&sortBy[order]=desc`],
      ['filtered on a yes/no field', withFields, `/api/person?page=PAGE&filters[${code('Rijbewijs')}]=1`],
    ];
    await timeListCases(server, cases, { calls: CALLS, warmUp: WARM_UP, budgetMs: BUDGET_MS });
  } finally {
    await started.close();
  }
}

if (require.main === module) void benchAdditionalFieldColumns();

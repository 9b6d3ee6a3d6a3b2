/**
 * Duplicate persons report (ADR 0099): a pool of 20,000 persons in PGlite, of which
 * 600 pairs share first and last name (written differently) and birth date, 200 pairs a BSN and 200
 * pairs an e-mail address. `GET person/duplicates` is asked for a page of 25 (walking the pages) and
 * with a name search, through real HTTP; the median of each is held against the reports' 500 ms.
 */
import { sql } from 'drizzle-orm';
import { ExtraPermission, Permission } from '@app/contracts';
import { startServices } from '@app/service-harness';
import { testToken } from '@app/service-kit/testing';
import { budgetLine, timeCalls } from './timed-calls';

const PERSONS = 20_000;
const NAME_PAIRS = 600;
const BSN_PAIRS = 200;
const EMAIL_PAIRS = 200;
const CALLS = 40;
const WARM_UP = 3;
const BUDGET_MS = 500;
const POOL = 1;

export async function benchPersonDuplicates(): Promise<void> {
  const started = await startServices(['staffing'], { demo: false });
  try {
    // every person unique, then the pairs: a second row copying the first's key, spelled differently
    await started.deps.db.withSystem(async (tx) => {
      await tx.execute(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, birth_date, bsn, email)
        select ${POOL}, 'Voornaam' || i, 'Achternaam ' || i, 'V.', date '1960-01-01' + (i % 15000), null, 'persoon' || i || '@bench.nl'
        from generate_series(1, ${PERSONS}) i`);
      await tx.execute(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, birth_date, email)
        select ${POOL}, upper('Voornaam' || i), ' Achternaam  ' || i || ' ', 'V.', date '1960-01-01' + (i % 15000), null
        from generate_series(1, ${NAME_PAIRS}) i`);
      await tx.execute(sql`update masterdata.persons set bsn = lpad(id::text, 9, '0')
        where pool_id = ${POOL} and id in (select id from masterdata.persons where pool_id = ${POOL} order by id offset 1000 limit ${BSN_PAIRS})`);
      await tx.execute(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, bsn)
        select ${POOL}, 'Ander', 'Persoon', 'A.', substr(bsn, 1, 3) || '.' || substr(bsn, 4) from masterdata.persons
        where pool_id = ${POOL} and bsn is not null`);
      await tx.execute(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, email)
        select ${POOL}, 'Nog', 'Iemand', 'N.', upper(email) from masterdata.persons
        where pool_id = ${POOL} and email is not null order by id offset 5000 limit ${EMAIL_PAIRS}`);
    });
    await started.deps.db.db.execute(sql`analyze`);
    const server = await started.serve('masterdata');
    const token = await testToken(started.deps, {
      pool_id: POOL,
      view_entire_pool: true,
      allow: [Permission.PERSON_ALL, ExtraPermission.WORK_STATE_REPORT],
    });
    const first = await server.call('GET', '/api/person/duplicates?per_page=25', { token });
    const total = first.body.meta.pagination.total as number;
    const pages = Math.ceil(total / 25);
    console.log(
      `duplicate persons, ${PERSONS + NAME_PAIRS + BSN_PAIRS + EMAIL_PAIRS} persons in ${started.deps.db.kind}, ${total} listed, ${CALLS} calls each:`,
    );
    const cases: [string, (i: number) => string][] = [
      ['a page of 25', (i) => `/api/person/duplicates?per_page=25&page=${1 + (i % pages)}`],
      ['a name search', (i) => `/api/person/duplicates?per_page=25&search=${encodeURIComponent(`voornaam${1 + i * 7}`)}`],
    ];
    for (const [name, path] of cases) {
      const times = await timeCalls(CALLS, WARM_UP, async (i) => {
        const res = await server.call('GET', path(i), { token });
        if (res.status !== 200 || res.body.data.length === 0) throw new Error(`unexpected answer ${res.status} for ${path(i)}`);
      });
      console.log(budgetLine(name, times, BUDGET_MS));
    }
  } finally {
    await started.close();
  }
}

if (require.main === module) void benchPersonDuplicates();

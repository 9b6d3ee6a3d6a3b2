import { sql } from 'drizzle-orm';
import { MatchingMessages as M, type MatchExcluded, type MatchRecord } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startMatchingEnv } from '../testing/matching-env';
import { SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * Hard rules 3 (blockades) and 5 (certificate of conduct) through the matching call, on master
 * data's published blockade_directory and conduct_directory (docs/matching.md).
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let matcher: string;
let invaller: number;
let requestAtKompas: () => Promise<number>;

const MON = '2027-06-14';
const TUE = '2027-06-15';

beforeAll(async () => {
  ({ env, ids, pool, matcher, invaller, createRequest: requestAtKompas } = await startMatchingEnv({ [MON]: [1, 2], [TUE]: [1] }, 30));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const db = () => env.deps.db.db;

async function reasonsOf(number: number) {
  const res = await env.server.call('GET', `/api/request/${number}/matching?excluded=1`, { token: matcher });
  expect(res.status).toBe(200);
  const candidate = (res.body.data as MatchRecord[]).some((r) => r.id === invaller);
  const excluded = (res.body.meta.excluded as MatchExcluded[]).find((e) => e.id === invaller);
  return { candidate, reasons: excluded?.reasons ?? [], notChecked: res.body.meta.not_checked as string[] };
}

async function blockade(branchId: number, start: string, end: string | null, personal = false) {
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`insert into masterdata.blockades (pool_id, person_id, pool, start_date, end_date)
      values (${pool}, ${invaller}, ${!personal}, ${start}, ${end}) returning id`,
  );
  await db().execute(
    sql`insert into masterdata.blockade_branches (pool_id, blockade_id, branch_id) values (${pool}, ${row!.id}, ${branchId})`,
  );
}

const clearBlockades = async () => {
  await db().execute(sql`delete from masterdata.blockade_branches where pool_id = ${pool}`);
  await db().execute(sql`delete from masterdata.blockades where pool_id = ${pool}`);
};

describe('matching: blockades (rule 3)', () => {
  afterEach(clearBlockades);

  it('checks blockades and certificates of conduct: neither is reported as not checked', async () => {
    const { candidate, notChecked } = await reasonsOf(await requestAtKompas());
    expect(candidate).toBe(true);
    expect(notChecked).not.toContain('blockades');
    expect(notChecked).not.toContain('coc');
  });

  it("excludes a person blocked at the request's school, naming it", async () => {
    await blockade(ids.kompas, '2027-06-01', '2027-06-30', true);
    const { candidate, reasons } = await reasonsOf(await requestAtKompas());
    expect(candidate).toBe(false);
    expect(reasons).toEqual([{ rule: 'blockade', message: M.blocked, detail: 'Het Kompas' }]);
  });

  it('excludes a person blocked on an ancestor branch (the board), indefinitely', async () => {
    await blockade(ids.board, '2026-01-01', null);
    const { reasons } = await reasonsOf(await requestAtKompas());
    expect(reasons).toEqual([{ rule: 'blockade', message: M.blocked, detail: 'Stichting Demo Bestuur' }]);
  });

  it('passes a blockade of another school, or one outside the period', async () => {
    await blockade(ids.regenboog, '2027-01-01', null);
    await blockade(ids.kompas, '2027-06-16', '2027-07-01');
    await blockade(ids.kompas, '2027-01-01', '2027-06-13');
    expect((await reasonsOf(await requestAtKompas())).candidate).toBe(true);
  });
});

describe('matching: certificates of conduct (rule 5)', () => {
  // the demo's certificate is marked valid; each test writes the person's own
  let demo: { issue_date: string; marked_valid: boolean }[];
  beforeAll(async () => {
    demo = await rowsOf(
      db(),
      sql`select to_char(issue_date, 'YYYY-MM-DD') as issue_date, marked_valid from masterdata.conducts where pool_id = ${pool} and person_id = ${invaller}`,
    );
    expect(demo.length).toBeGreaterThan(0);
  });
  const setConducts = async (rows: { issue: string; valid: boolean; expires?: string }[]) => {
    await db().execute(sql`delete from masterdata.conducts where pool_id = ${pool} and person_id = ${invaller}`);
    for (const r of rows)
      await db().execute(
        sql`insert into masterdata.conducts (pool_id, person_id, issue_date, marked_valid, expiration_date)
          values (${pool}, ${invaller}, ${r.issue}, ${r.valid}, ${r.expires ?? null})`,
      );
  };
  afterAll(() => setConducts(demo.map((d) => ({ issue: d.issue_date, valid: d.marked_valid }))));

  it("excludes a person without a certificate: 'No CoC found'", async () => {
    await setConducts([]);
    expect((await reasonsOf(await requestAtKompas())).reasons).toEqual([{ rule: 'coc', message: M.noCoc }]);
  });

  it("excludes a certificate issued more than 6 months before the first engagement at the board: 'No valid CoC found'", async () => {
    // the demo substitute's contract at the board starts 2026-08-24: 6 months before is 2026-02-24
    await setConducts([{ issue: '2026-02-01', valid: false }]);
    expect((await reasonsOf(await requestAtKompas())).reasons).toEqual([{ rule: 'coc', message: M.noValidCoc }]);
  });

  it('passes a certificate issued in time, or an old one marked valid', async () => {
    await setConducts([{ issue: '2026-03-01', valid: false }]);
    expect((await reasonsOf(await requestAtKompas())).candidate).toBe(true);
    await setConducts([{ issue: '2020-01-01', valid: true }]);
    expect((await reasonsOf(await requestAtKompas())).candidate).toBe(true);
  });

  it("counts the person's own conduct_issue_date field as a certificate", async () => {
    await setConducts([]);
    await db().execute(sql`update masterdata.persons set conduct_issue_date = '2026-05-01' where id = ${invaller}`);
    try {
      expect((await reasonsOf(await requestAtKompas())).candidate).toBe(true);
    } finally {
      await db().execute(sql`update masterdata.persons set conduct_issue_date = null where id = ${invaller}`);
    }
  });

  it("MD-COC-01 / MATCH-07 leaves out a certificate expired before the last date asked: 'No valid CoC found'", async () => {
    await setConducts([{ issue: '2026-03-01', valid: true, expires: MON }]);
    expect((await reasonsOf(await requestAtKompas())).reasons).toEqual([{ rule: 'coc', message: M.noValidCoc }]);
    await setConducts([
      { issue: '2026-03-01', valid: true, expires: MON },
      { issue: '2020-01-01', valid: false },
    ]);
    expect((await reasonsOf(await requestAtKompas())).reasons).toEqual([{ rule: 'coc', message: M.noValidCoc }]);
    await setConducts([{ issue: '2026-03-01', valid: false, expires: TUE }]);
    expect((await reasonsOf(await requestAtKompas())).candidate).toBe(true);
  });
});

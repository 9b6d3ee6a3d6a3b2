import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E, Permission as P, type ContractsWork } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { insertWorkStateLines, personsByName } from '../db/testing/work-state-fixture';
import { startReports, SETUP_TIMEOUT_MS, type ReportsEnv } from '../reports/testing/reports-env';
import { runOpenExportJobs } from './flows/run-export-jobs';
import { EXPORT_SOURCES } from './flows/export-source-list';
import { readPdfText, readXlsx, xsdErrors } from './testing/read-files';

/**
 * The four money reports end to end on the demo pool with hand-made lines in March 2024 (no demo
 * data there): their figures through the API, their exports' content, the invoice, the modal, scope.
 */
let env: ReportsEnv;
let pool: number;
let admin: string;
let kompasOnly: string;
let noord: string;
let K: number;
let R: number;
let p1: number;
let p2: number;
const MARCH = 'filter[period_from]=2024-03-01&filter[period_to]=2024-03-31';

beforeAll(async () => {
  env = await startReports();
  pool = env.pools.demo;
  const branches = await env.branches(pool);
  K = branches['Het Kompas']!;
  R = branches['De Regenboog']!;
  [p1, p2] = Object.values(await personsByName(env.deps, pool)) as [number, number];
  admin = await env.token(pool, [E.WORK_STATE_REPORT, E.SECONDMENT_REPORT, E.TRAVEL_EXPENSES_REPORT, E.CONTRACTS_REPORT], {
    profile_id: 501,
  });
  kompasOnly = await env.token(pool, [E.WORK_STATE_REPORT, E.TRAVEL_EXPENSES_REPORT], { view_entire_pool: false, branch_id: K });
  noord = await env.token(env.pools.noord, [E.WORK_STATE_REPORT, E.CONTRACTS_REPORT]);
  await env.deps.db.withSystem(async (tx) => {
    await tx.execute(sql`insert into masterdata.hourly_rates (pool_id, person_id, branch_id, amount, start_date) values
      (${pool}, ${p1}, ${R}, 40, '2024-01-01'), (${pool}, ${p1}, null, 35.5, '2024-01-01')`);
    await tx.execute(sql`insert into masterdata.contracts (pool_id, person_id, contract_type_id, branch_id, hours, wtf, start_date, end_date)
      select ${pool}, ${p1}, id, ${R}, 20, 0.5, '2024-01-01', '2024-12-31' from masterdata.contract_types where pool_id = ${pool} order by id limit 1`);
  });
  await insertWorkStateLines(env.deps, pool, { branch: K }, [
    { date: '2024-03-04', daypart: 1, person: p1, wtf: 0.1, hours: 3.5, distance: 30, travel: 3.94, secondmentBranch: R },
    { date: '2024-03-04', daypart: 2, person: p1, wtf: 0.1, hours: 2.25, distance: 0, travel: 0, secondmentBranch: R },
    { date: '2024-03-05', daypart: 1, person: p2, wtf: 0.125, hours: 5 },
  ]);
  await insertWorkStateLines(env.deps, pool, { branch: R, absentee: p1 }, [
    { date: '2024-03-06', daypart: 1, person: p2, wtf: 0.1, hours: 3.5, distance: 10, travel: 0, secondmentBranch: K },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (url: string, token = admin) => env.server.call('GET', url, { token });
async function exported(key: string, format: string, filter: Record<string, unknown>, token = admin) {
  const made = await env.server.call('POST', `/api/reports/${key}/exports`, { token, body: { format, filter } });
  expect(made.status).toBe(202);
  await runOpenExportJobs(env.deps, EXPORT_SOURCES);
  const job = await get(`/api/reports/exports/${made.body.data.id}`, token);
  expect(job.body.data.state).toBe('done');
  const res = await fetch(`${env.server.url}/api/reports/exports/${made.body.data.id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { name: job.body.data.file_name as string, file: Buffer.from(await res.arrayBuffer()) };
}
const march = { period_from: '2024-03-01', period_to: '2024-03-31' };

describe('secondment report', () => {
  it('answers the matrix, the totals and the details (hours x the rate of the loaning branch)', async () => {
    const res = await get(`/api/reports/secondment?${MARCH}`);
    expect(res.status).toBe(200);
    expect(res.body.data.matrix).toEqual([
      {
        loaning_branch: 'De Regenboog',
        loaning_branch_id: R,
        borrowing_branch: 'Het Kompas',
        borrowing_branch_id: K,
        hours: 5.75,
        wtf: 0.2,
        balance: 230,
      },
      {
        loaning_branch: 'Het Kompas',
        loaning_branch_id: K,
        borrowing_branch: 'De Regenboog',
        borrowing_branch_id: R,
        hours: 3.5,
        wtf: 0.1,
        balance: 0,
      },
    ]);
    expect(res.body.data.totals).toEqual([
      { branch: { id: R, name: 'De Regenboog' }, loaned: 230, borrowed: 0, balance: 230 },
      { branch: { id: K, name: 'Het Kompas' }, loaned: 0, borrowed: 230, balance: -230 },
    ]);
    expect(res.body.data.missing_rates).toBe(1);
  });

  it('API-79 prints the invoice of a pair as HTML at the spec address and its alias, and as a PDF', async () => {
    const alias = await get(`/api/reports/secondment/pdf/${R}/${K}?${MARCH}`);
    const html = await get(`/api/report/secondment/pdf/${R}/${K}?${MARCH}`);
    expect(alias.body).toEqual(html.body);
    expect(html.status).toBe(200);
    // the euro sign is followed by a no-break space
    html.body = String(html.body).replace(/\u00a0/g, ' ');
    expect(html.body).toContain('Factuur detachering De Regenboog aan Het Kompas');
    expect(html.body).toContain('Periode 01-03-2024 t/m 31-03-2024');
    expect(html.body).toContain('€ 140,00');
    expect(html.body).toContain('€ 230,00');
    const pdf = await fetch(`${env.server.url}/api/reports/secondment/pdf/${R}/${K}?${MARCH}&format=pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await readPdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('04-03-2024');
    expect(text).toContain('€ 90,00');
  });

  it("MD-BRANCH-02: the invoice prints the loaning branch's secondment invoice footer under it, in the HTML and the PDF; the borrower's is not printed", async () => {
    const footer = (branch: number, text: string | null) =>
      env.deps.db.withSystem((tx) =>
        tx.execute(sql`update masterdata.branches set secondment_invoice_footer = ${text} where pool_id = ${pool} and id = ${branch}`),
      );
    await footer(R, 'Betaling binnen 30 dagen op NL00BANK0123456789 <De Regenboog>.');
    await footer(K, 'Kompas footer');
    try {
      const html = String((await get(`/api/report/secondment/pdf/${R}/${K}?${MARCH}`)).body);
      expect(html).toContain('<footer>Betaling binnen 30 dagen op NL00BANK0123456789 &lt;De Regenboog&gt;.</footer>');
      expect(html).not.toContain('Kompas footer');
      const pdf = await fetch(`${env.server.url}/api/report/secondment/pdf/${R}/${K}?${MARCH}&format=pdf`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(await readPdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('NL00BANK0123456789');
      // the other way round the Kompas loans: its footer, not the Regenboog's
      const back = String((await get(`/api/report/secondment/pdf/${K}/${R}?${MARCH}`)).body);
      expect(back).toContain('<footer>Kompas footer</footer>');
      await footer(R, '  ');
      expect(String((await get(`/api/report/secondment/pdf/${R}/${K}?${MARCH}`)).body)).not.toContain('<footer>');
    } finally {
      await footer(R, null);
      await footer(K, null);
    }
  });

  it('ID-PERM-12: the secondment report, its invoices and its export open with its own right too, which opens nothing else', async () => {
    const secondment = await env.token(pool, [E.SECONDMENT_REPORT, P.REPORT_VIEW], { profile_id: 504 });
    expect((await get(`/api/reports/secondment?${MARCH}`, secondment)).status).toBe(200);
    expect((await get(`/api/report/secondment/pdf/${R}/${K}?${MARCH}`, secondment)).status).toBe(200);
    expect((await get(`/api/reports/secondment/pdf/${R}/${K}?${MARCH}`, secondment)).status).toBe(200);
    const made = await env.server.call('POST', '/api/reports/secondment/exports', {
      token: secondment,
      body: { format: 'csv', filter: march },
    });
    expect(made.status).toBe(202);
    expect((await get(`/api/reports/work-state?${MARCH}`, secondment)).status).toBe(403);
    const menu = (await get('/api/reports/menu', secondment)).body.data as { items: { key: string }[] };
    expect(menu.items.map((m) => m.key)).toEqual(['secondment']);

    // RPT-MENU-02: the work state right still opens it; another report's right does not
    const workState = await env.token(pool, [E.WORK_STATE_REPORT], { profile_id: 503 });
    expect((await get(`/api/reports/secondment?${MARCH}`, workState)).status).toBe(200);
    const contracts = await env.token(pool, [E.CONTRACTS_REPORT], { profile_id: 505 });
    for (const url of [`/api/reports/secondment?${MARCH}`, `/api/report/secondment/pdf/${R}/${K}?${MARCH}`])
      expect((await get(url, contracts)).status).toBe(403);
    const refused = await env.server.call('POST', '/api/reports/secondment/exports', {
      token: contracts,
      body: { format: 'csv', filter: march },
    });
    expect(refused.status).toBe(403);
  });

  it('exports as PDF with the matrix and the totals', async () => {
    const { name, file } = await exported('secondment', 'pdf', march);
    expect(name).toBe('Detachering_01-03-2024_tm_31-03-2024.pdf');
    const text = await readPdfText(file);
    for (const piece of ['Detachering', 'Facturatiematrix', 'Facturatietotalen', '€ 230,00', '€ -230,00', '0,1000'])
      expect(text).toContain(piece);
  });
});

describe('travel expenses report', () => {
  it('answers the key figures, totals and a tab per person', async () => {
    const res = await get(`/api/reports/travel-expenses?${MARCH}`);
    expect(res.body.data.figures).toEqual({ persons: 2, days: 2, distance_total: 40, travel_cost: 3.94 });
    const byId = Object.fromEntries(res.body.data.totals.map((t: { person: { id: number } }) => [t.person.id, t]));
    expect(byId[p1]).toMatchObject({ days: 1, distance_total: 30, travel_cost: 3.94, unknown_days: 0 });
    expect(byId[p2]).toMatchObject({ days: 1, distance_total: 10, travel_cost: 0, unknown_days: 1 });
  });

  it('exports as XLSX: the totals sheet and a sheet per person with real numbers and dates', async () => {
    const { name, file } = await exported('travel-expenses', 'xlsx', { ...march, person: [p1] });
    expect(name).toBe('Reiskosten_01-03-2024_tm_31-03-2024.xlsx');
    const sheets = await readXlsx(file);
    expect(sheets.map((s) => s.rows.length)).toEqual([3, 3]);
    expect(sheets[0]!.rows[0]).toEqual(['Invaller', 'Reisdagen', 'Afstand (km)', 'Reiskosten', 'Dagen zonder afstand']);
    expect(sheets[0]!.rows[1]!.slice(1)).toEqual([1, 30, 3.94, 0]);
    expect(sheets[1]!.rows[1]).toEqual([new Date('2024-03-04T00:00:00Z'), 'Het Kompas', 30, 3.94]);
  });

  it("keeps to the caller's branches", async () => {
    const res = await get(`/api/reports/travel-expenses?${MARCH}`, kompasOnly);
    expect(res.body.data.figures).toEqual({ persons: 1, days: 1, distance_total: 30, travel_cost: 3.94 });
    expect((await get(`/api/reports/travel-expenses?${MARCH}&filter[branch][]=${R}`, kompasOnly)).status).toBe(404);
  });
});

describe('work state report', () => {
  it('answers a row per branch and person with steps and the totals, and exports CSV in Dutch formats', async () => {
    const res = await get(`/api/reports/work-state?${MARCH}`);
    expect(res.body.data.totals).toEqual({
      lines: 4,
      wtf: 0.425,
      hours: 14.25,
      distance_total: 40,
      travel_cost: 3.94,
      approved: 4,
      reviewed: 0,
      processed: 0,
      sent: 0,
    });
    expect(
      res.body.data.rows.map((r: { branch: { name: string }; person: { id: number }; lines: number; hours: number }) => [
        r.branch.name,
        r.person.id,
        r.lines,
        r.hours,
      ]),
    ).toEqual([
      ['De Regenboog', p2, 1, 3.5],
      ['Het Kompas', p1, 2, 5.75],
      ['Het Kompas', p2, 1, 5],
    ]);
    const { file } = await exported('work-state', 'csv', march);
    const lines = file.toString('utf8').replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toBe('Vestiging;Invaller;Dagdelen;WTF;Uren;Afstand (km);Reiskosten;Goedgekeurd;Beoordeeld;Verwerkt;Verzonden');
    expect(lines).toContain('Totaal;;4;0,4250;14,25;40,00;3,94;4;0;0;0');
  });
});

describe('contracts overview', () => {
  it('answers the row of a substitute with contract hours, own branch, secondment, absent and difference', async () => {
    const res = await get(`/api/reports/contracts?${MARCH}&filter[person][]=${p1}`);
    expect(res.status).toBe(200);
    // 20 h a week over 31 days: 88.57; worked only at Het Kompas (the contract is at De Regenboog): secondment 5.75
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({
        id: p1,
        hours: 5.75,
        wtf: 0.2,
        contractsHours: 88.57,
        workedBranch: 0,
        workedSecondment: 5.75,
        absent: 3.5,
        total: 5.75,
        difference: -82.82,
      }),
    ]);
  });

  it('RPT-CON-02/03: opens the modal: weeks with the N-week average (default 4), the chart and the work of the period', async () => {
    const two = await get(`/api/reports/contracts/${p1}?${MARCH}&filter[week_average]=2&filter[contract]=show_date_period`);
    expect(two.status).toBe(200);
    expect(
      two.body.data.weeks.map((w: { week: string; hours: number; average: number; contract_hours: number }) => [
        w.week,
        w.hours,
        w.average,
        w.contract_hours,
      ]),
    ).toEqual([
      ['2024-W09', 0, 0, 20],
      ['2024-W10', 5.75, 2.88, 20],
      ['2024-W11', 0, 2.88, 20],
      ['2024-W12', 0, 0, 20],
      ['2024-W13', 0, 0, 20],
    ]);
    expect(two.body.data.chart.labels).toHaveLength(5);
    // RPT-CON-02: the work of the period, each line with the request and branch its child modals open
    const work = two.body.data.work as ContractsWork[];
    expect(work.map((w) => [w.date, w.daypart, w.hours, w.branch.name])).toEqual([
      ['2024-03-04', 1, 3.5, 'Het Kompas'],
      ['2024-03-04', 2, 2.25, 'Het Kompas'],
    ]);
    expect(work.every((w) => w.request.id > 0 && w.request.number > 0)).toBe(true);
    const four = await get(`/api/reports/contracts/${p1}?${MARCH}`);
    expect(four.body.data.week_average).toBe(4);
    expect(four.body.data.weeks[1].average).toBe(1.44);
    const bad = await get(`/api/reports/contracts/${p1}?${MARCH}&filter[week_average]=0`);
    expect(bad.status).toBe(422);
    expect((await get(`/api/reports/contracts/${p1}?${MARCH}`, noord)).status).toBe(404);
  });

  it('exports as XML valid against report-export.xsd', async () => {
    const { file } = await exported('contracts', 'xml', { ...march, person: [p1] });
    const xml = file.toString('utf8');
    expect(await xsdErrors(xml, path.join(__dirname, 'report-export.xsd'))).toEqual([]);
    expect(xml).toContain('<cell column="contractsHours">88.57</cell>');
  });
});

it('does not let another pool export with this pool ids', async () => {
  const res = await env.server.call('POST', '/api/reports/secondment/exports', {
    token: noord,
    body: { format: 'csv', filter: { ...march, branch: [K] } },
  });
  expect(res.status).toBe(404);
  const [row] = await rowsOf<{ n: number }>(
    env.deps.db.db,
    sql`select count(*)::int as n from reports.export_jobs where pool_id = ${env.pools.noord}`,
  );
  expect(row!.n).toBe(0);
});

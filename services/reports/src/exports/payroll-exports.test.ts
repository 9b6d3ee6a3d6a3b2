import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E } from '@app/contracts';
import { insertWorkStateLines, personsByName } from '../db/testing/work-state-fixture';
import { startReports, SETUP_TIMEOUT_MS, type ReportsEnv } from '../reports/testing/reports-env';
import { runOpenExportJobs } from './flows/run-export-jobs';
import { EXPORT_SOURCES } from './flows/export-source-list';
import { readXlsx, xsdErrors } from './testing/read-files';

/**
 * The work state's payroll exports (RPT-MENU-06, ADR 0108) on the demo pool with hand-made lines in
 * March 2024 (no demo data there): afas (AFAS Profit variable values, valid against afas-export.xsd)
 * and totals (XLSX per person and branch), as jobs and at once, with the report's right, pool and scope.
 */
let env: ReportsEnv;
let pool: number;
let admin: string;
let kompasOnly: string;
let noord: string;
let names: [string, string, string];
const AFAS_XSD = path.join(__dirname, 'afas-export.xsd');
const march = { period_from: '2024-03-01', period_to: '2024-03-31' };
const MARCH = 'filter[period_from]=2024-03-01&filter[period_to]=2024-03-31';

beforeAll(async () => {
  env = await startReports();
  pool = env.pools.demo;
  const branches = await env.branches(pool);
  const K = branches['Het Kompas']!;
  const R = branches['De Regenboog']!;
  const persons = Object.entries(await personsByName(env.deps, pool)).slice(0, 3);
  names = persons.map(([name]) => name) as [string, string, string];
  const [p1, p2, p3] = persons.map(([, id]) => id) as [number, number, number];
  admin = await env.token(pool, [E.WORK_STATE_REPORT], { profile_id: 601 });
  kompasOnly = await env.token(pool, [E.WORK_STATE_REPORT], { view_entire_pool: false, branch_id: K, profile_id: 602 });
  noord = await env.token(env.pools.noord, [E.WORK_STATE_REPORT], { profile_id: 603 });
  await env.deps.db.withSystem(async (tx) => {
    await tx.execute(sql`update masterdata.persons set personnel_number = case id when ${p1} then 'P-1001' when ${p2} then 'P-1002' else null end
      where pool_id = ${pool} and id in (${p1}, ${p2}, ${p3})`);
  });
  await insertWorkStateLines(env.deps, pool, { branch: K }, [
    { date: '2024-03-04', daypart: 1, person: p1, wtf: 0.1, hours: 3.5, distance: 30, travel: 3.94 },
    { date: '2024-03-04', daypart: 2, person: p1, wtf: 0.1, hours: 2.25, distance: 0, travel: 0 },
    { date: '2024-03-05', daypart: 1, person: p2, wtf: 0.125, hours: 5 },
  ]);
  await insertWorkStateLines(env.deps, pool, { branch: R }, [
    { date: '2024-03-06', daypart: 1, person: p2, wtf: 0.1, hours: 3.5, distance: 10, travel: 0 },
    { date: '2024-03-07', daypart: 1, person: p3, wtf: 0.1, hours: 3 },
  ]);
  await env.deps.db.withSystem(async (tx) => {
    // p1's first line has a CAO fee; p2's line of the 5th a contribution; p2's line of the 6th was sent and payroll answered its id
    await tx.execute(
      sql`update staffing.work_state_lines set cao_fee = 12.5 where pool_id = ${pool} and person_id = ${p1} and date = '2024-03-04' and daypart = 1`,
    );
    await tx.execute(
      sql`update staffing.work_state_lines set contribution = 7.25 where pool_id = ${pool} and person_id = ${p2} and date = '2024-03-05'`,
    );
    await tx.execute(
      sql`update staffing.work_state_lines set external_employee_id = 'AF-77' where pool_id = ${pool} and person_id = ${p2} and date = '2024-03-06'`,
    );
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (url: string, token = admin) => env.server.call('GET', url, { token });

async function exported(format: string, filter: Record<string, unknown>, token = admin) {
  const made = await env.server.call('POST', '/api/reports/work-state/exports', { token, body: { format, filter } });
  expect(made.status).toBe(202);
  await runOpenExportJobs(env.deps, EXPORT_SOURCES);
  const job = await get(`/api/reports/exports/${made.body.data.id}`, token);
  expect([job.body.data.state, job.body.data.error]).toEqual(['done', null]);
  const res = await fetch(`${env.server.url}/api/reports/exports/${made.body.data.id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { name: job.body.data.file_name as string, type: res.headers.get('content-type'), file: Buffer.from(await res.arrayBuffer()) };
}

/** The AFAS file's elements as [EmId, VaId, DaBe, Va]. */
const afasElements = (xml: string) =>
  [...xml.matchAll(/<EmId>(.*?)<\/EmId>\s*<VaId>(.*?)<\/VaId>\s*<DaBe>(.*?)<\/DaBe>\s*<Va>(.*?)<\/Va>/g)].map((m) => m.slice(1));

const base64Of = async (url: string, token = admin) => {
  const res = await fetch(`${env.server.url}${url}&base64=true`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.text(), 'base64');
};

describe('afas-export', () => {
  it("writes the lines as AFAS variable values per employee, date and component, valid against its XSD (a person's payroll id before the personnel number; none: left out)", async () => {
    const { name, type, file } = await exported('afas', march);
    expect(name).toBe('Werkstaat_AFAS_01-03-2024_tm_31-03-2024.xml');
    expect(type).toBe('application/xml; charset=utf-8');
    const xml = file.toString('utf8');
    expect(await xsdErrors(xml, AFAS_XSD)).toEqual([]);
    // the schema does hold: an unknown wage component or a date that is none is refused
    expect((await xsdErrors(xml.replace('<VaId>INVALUREN', '<VaId>UREN'), AFAS_XSD)).join('\n')).toMatch(/VaId/);
    expect((await xsdErrors(xml.replace('<DaBe>2024-03-05', '<DaBe>05-03-2024'), AFAS_XSD)).join('\n')).toMatch(/DaBe/);
    expect(xml).toContain('<Fields Action="insert">');
    expect(afasElements(xml)).toEqual([
      // p2: payroll answered AF-77 for a sent line; the 5th has no travel, the 6th no travel cost
      ['AF-77', 'INVALUREN', '2024-03-05', '5.00'],
      ['AF-77', 'INVALWTF', '2024-03-05', '0.1250'],
      ['AF-77', 'INVALUREN', '2024-03-06', '3.50'],
      ['AF-77', 'INVALWTF', '2024-03-06', '0.1000'],
      ['AF-77', 'REISKM', '2024-03-06', '10.0'],
      // p1: both dayparts of the 4th summed (3.5 + 2.25 hours)
      ['P-1001', 'INVALUREN', '2024-03-04', '5.75'],
      ['P-1001', 'INVALWTF', '2024-03-04', '0.2000'],
      ['P-1001', 'REISKM', '2024-03-04', '30.0'],
      ['P-1001', 'REISKOSTEN', '2024-03-04', '3.94'],
    ]);
  });

  it('answers at once as base64 text (RPT-MENU-06), and has nothing of another pool', async () => {
    const direct = (await base64Of(`/api/reports/work-state/afas-export?${MARCH}`)).toString('utf8');
    expect(afasElements(direct)).toHaveLength(9);
    // noord's administrator: the same period holds none of demo's lines; demo's branch is unknown to them
    const theirs = (await base64Of(`/api/reports/work-state/afas-export?${MARCH}`, noord)).toString('utf8');
    expect(await xsdErrors(theirs, AFAS_XSD)).toEqual([]);
    expect(afasElements(theirs)).toEqual([]);
    const kompas = (await env.branches(pool))['Het Kompas']!;
    expect((await get(`/api/reports/work-state/afas-export?${MARCH}&filter[branch][]=${kompas}`, noord)).status).toBe(404);
  });
});

describe('totals-export', () => {
  it('writes the totals per person and per branch with a sum row, worked out by hand', async () => {
    const { name, type, file } = await exported('totals', march);
    expect(name).toBe('Werkstaat_totalen_01-03-2024_tm_31-03-2024.xlsx');
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [persons, branches] = await readXlsx(file);
    expect(persons!.name).toBe('Per invaller');
    expect(persons!.rows[0]).toEqual([
      'Personeelsnummer',
      'Invaller',
      'Dagdelen',
      'WTF',
      'Uren',
      'Afstand (km)',
      'Reiskosten',
      'CAO-vergoeding',
      'Bijdrage',
      'Bedrag totaal',
    ]);
    const [n1, n2, n3] = names;
    const byName = Object.fromEntries(persons!.rows.slice(1, -1).map((r) => [r[1], r]));
    expect(byName[n1]).toEqual(['P-1001', n1, 2, 0.2, 5.75, 30, 3.94, 12.5, 0, 16.44]);
    expect(byName[n2]).toEqual(['AF-77', n2, 2, 0.225, 8.5, 10, 0, 0, 7.25, 7.25]);
    // no number known: an empty cell, still counted
    expect(byName[n3]!.slice(1)).toEqual([n3, 1, 0.1, 3, 0, 0, 0, 0, 0]);
    expect(persons!.rows.at(-1)).toEqual(['Totaal', undefined, 5, 0.525, 17.25, 40, 3.94, 12.5, 7.25, 23.69]);
    expect(persons!.bold(persons!.rows.length)).toBe(true);
    expect(branches!.name).toBe('Per vestiging');
    expect(branches!.rows.slice(1)).toEqual([
      ['De Regenboog', 2, 0.2, 6.5, 10, 0, 0, 0, 0],
      ['Het Kompas', 3, 0.325, 10.75, 30, 3.94, 12.5, 7.25, 23.69],
      ['Totaal', 5, 0.525, 17.25, 40, 3.94, 12.5, 7.25, 23.69],
    ]);
  });

  it("keeps to the caller's branches, and to its pool", async () => {
    const [, branches] = await readXlsx(await base64Of(`/api/reports/work-state/totals-export?${MARCH}`, kompasOnly));
    expect(branches!.rows.slice(1).map((r) => r[0])).toEqual(['Het Kompas', 'Totaal']);
    const [persons] = await readXlsx(await base64Of(`/api/reports/work-state/totals-export?${MARCH}`, noord));
    expect(persons!.rows.slice(1)).toEqual([['Totaal', undefined, 0, 0, 0, 0, 0, 0, 0, 0]]);
  });
});

describe('rights and formats', () => {
  it('answers 403 without the work state right, and refuses afas and totals of another report', async () => {
    const travel = await env.token(pool, [E.TRAVEL_EXPENSES_REPORT]);
    expect((await get(`/api/reports/work-state/afas-export?${MARCH}`, travel)).status).toBe(403);
    expect((await get(`/api/reports/work-state/totals-export?${MARCH}`, travel)).status).toBe(403);
    const queued = await env.server.call('POST', '/api/reports/work-state/exports', {
      token: travel,
      body: { format: 'afas', filter: march },
    });
    expect(queued.status).toBe(403);
    const both = await env.token(pool, [E.WORK_STATE_REPORT, E.TRAVEL_EXPENSES_REPORT]);
    const other = await get(`/api/reports/travel-expenses/afas-export?${MARCH}`, both);
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe('The travel-expenses report has no afas export.');
    const job = await env.server.call('POST', '/api/reports/travel-expenses/exports', {
      token: both,
      body: { format: 'totals', filter: march },
    });
    expect(job.status).toBe(422);
    expect(job.body.meta.errors.format).toEqual(['The travel-expenses report has no totals export.']);
  });
});

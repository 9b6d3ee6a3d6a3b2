import { sql } from 'drizzle-orm';
import { ExtraPermission as E, PoolToolMessages } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { insertWorkStateLines, personsByName } from '../db/testing/work-state-fixture';
import { startReports, SETUP_TIMEOUT_MS, type ReportsEnv } from '../reports/testing/reports-env';
import { xsdErrors } from '../exports/testing/read-files';
import { POOL_TOOL_XSD_PATH } from './domain/declaration-xml';

/** The pool tool (RPT-XML-01..04) on the demo pool with hand-made lines in March 2024 (today is 2026-11-18). */
let env: ReportsEnv;
let pool: number;
let tool: string;
let kompasOnly: string;
let noRight: string;
let noord: string;
let kompas: number;
let regenboog: number;
let vlinder: number;
let anna: number;
let bert: number;
let requestNumber: number;

beforeAll(async () => {
  env = await startReports();
  pool = env.pools.demo;
  const branches = await env.branches(pool);
  kompas = branches['Het Kompas']!;
  regenboog = branches['De Regenboog']!;
  vlinder = branches['De Vlinder']!;
  const persons = Object.values(await personsByName(env.deps, pool));
  [anna, bert] = [persons[0]!, persons[1]!];
  tool = await env.token(pool, [E.POOL_TOOL_XML]);
  kompasOnly = await env.token(pool, [E.POOL_TOOL_XML], { view_entire_pool: false, branch_id: kompas });
  noRight = await env.token(pool, [E.WORK_STATE_REPORT]);
  noord = await env.token(env.pools.noord, [E.POOL_TOOL_XML]);
  await env.deps.db.withSystem(async (tx) => {
    await tx.execute(sql`update masterdata.persons set personnel_number = 'P-1001' where id = ${anna}`);
    await tx.execute(sql`update masterdata.persons set personnel_number = null where id = ${bert}`);
  });
  const [zk] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from masterdata.reasons_for_absence where pool_id = ${pool} and code = 'ZK'`,
  );
  const [noVf] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`insert into masterdata.reasons_for_absence (pool_id, code, description, absence_group_id)
      select pool_id, 'XX', 'Zonder VF-code', absence_group_id from masterdata.reasons_for_absence where id = ${zk!.id} returning id`,
  );
  requestNumber = await insertWorkStateLines(env.deps, pool, { branch: kompas, reason: zk!.id }, [
    { date: '2024-03-04', daypart: 1, person: anna, wtf: 0.1, hours: 3.5 },
    { date: '2024-03-04', daypart: 2, person: anna, wtf: 0.125, hours: 2.25 },
    { date: '2024-03-05', daypart: 1, person: bert, wtf: 0.1, hours: 3.5 },
    { date: '2024-03-06', daypart: 1, person: bert, wtf: 0.1, hours: 3.5, approved: false },
  ]);
  await insertWorkStateLines(env.deps, pool, { branch: kompas, reason: noVf!.id }, [
    { date: '2024-03-07', daypart: 1, person: anna, wtf: 0.1, hours: 3.5 },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const generate = (body: Record<string, unknown>, token = tool) =>
  env.server.call('POST', '/api/reports/pool-tool/exports', { token, body });
const march = { branch: 0, period_from: '2024-03-01', period_to: '2024-03-31' };

describe('pool tool XML (RPT-XML-01..04)', () => {
  it('says the report is not generated yet before it is, then generates it with its findings', async () => {
    const before = await env.server.call(
      'GET',
      `/api/reports/pool-tool/xml?filter[branch]=${kompas}&filter[period_from]=2024-03-01&filter[period_to]=2024-03-31`,
      { token: tool },
    );
    expect(before.status).toBe(404);
    expect(before.body.meta.messages[0].message).toBe(PoolToolMessages.notGenerated);

    const made = await generate({ ...march, branch: kompas });
    expect(made.status).toBe(201);
    const view = made.body.data;
    expect(view).toMatchObject({
      branch: { id: kompas, name: 'Het Kompas' },
      period_from: '2024-03-01',
      period_to: '2024-03-31',
      has_xml: true,
      has_errors: true,
      replacements: 3,
    });
    expect(view.errors).toEqual(
      expect.arrayContaining([
        { code: 'missing_vf_code', person: { id: anna, name: expect.any(String) }, date: '2024-03-07', detail: 'Zonder VF-code' },
        { code: 'missing_personnel_number', person: { id: bert, name: expect.any(String) }, date: null, detail: null },
        { code: 'not_approved', person: { id: bert, name: expect.any(String) }, date: '2024-03-06', detail: null },
      ]),
    );
    expect(view.errors).toHaveLength(3);
  });

  it('serves XML valid against pool-tool.xsd with the replacements, the VF codes and the totals', async () => {
    const list = await env.server.call(
      'GET',
      `/api/reports/pool-tool?filter[period_from]=2024-03-01&filter[period_to]=2024-03-31&filter[branch][]=${kompas}`,
      { token: tool },
    );
    const id = list.body.data[0].export.id as number;
    const res = await fetch(`${env.server.url}/api/reports/pool-tool/exports/${id}/xml`, { headers: { authorization: `Bearer ${tool}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Pooltool_Het_Kompas_01-03-2024_tm_31-03-2024.xml');
    const xml = await res.text();
    expect(await xsdErrors(xml, POOL_TOOL_XSD_PATH)).toEqual([]);
    expect(xml).toContain('<branch id="' + kompas + '" brin="34CD">');
    expect(xml).toContain(`<substitute id="${anna}" personnel_number="P-1001">`);
    expect(xml).toContain(`<substitute id="${bert}">`);
    expect(xml).toContain('<reason vf_code="VF-ZK">Ziekte</reason>');
    expect(xml).toContain(`<request>${requestNumber}</request>`);
    // 0.1 + 0.125 + 0.1 WTF, 3.5 + 2.25 + 3.5 hours
    expect(xml).toContain('<totals substitutes="2" replacements="3" wtf="0.3250" hours="9.25"/>');
    expect((xml.match(/<replacement>/g) ?? []).length).toBe(3);
  });

  it('refuses a second report for any date already declared: "Deze export bestaat al"', async () => {
    for (const period of [
      march,
      { period_from: '2024-03-31', period_to: '2024-04-30' },
      { period_from: '2024-02-01', period_to: '2024-03-01' },
    ]) {
      const again = await generate({ ...period, branch: kompas });
      expect(again.status).toBe(409);
      expect(again.body.meta.messages[0].message).toBe(PoolToolMessages.exists);
    }
    expect((await generate({ branch: kompas, period_from: '2024-04-01', period_to: '2024-04-30' })).status).toBe(201);
    expect((await generate({ ...march, branch: regenboog })).status).toBe(201);
  });

  it('rejects an incorrect date: "De datum is onjuist"', async () => {
    const bad = await generate({ branch: vlinder, period_from: '2024-02-30', period_to: '2024-03-31' });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors.period_from).toEqual([PoolToolMessages.wrongDate]);
    for (const period of [
      { period_from: '2024-03-31', period_to: '2024-03-01' },
      { period_from: '2026-11-01', period_to: '2026-11-30' },
      { period_from: '2023-01-01', period_to: '2024-03-01' },
    ]) {
      const res = await generate({ ...period, branch: vlinder });
      expect(res.status).toBe(422);
      expect(res.body.meta.errors.period_to).toEqual([PoolToolMessages.wrongDate]);
    }
  });

  it('regenerates from the lines as they are now', async () => {
    const list = await env.server.call(
      'GET',
      `/api/reports/pool-tool?filter[period_from]=2024-03-01&filter[period_to]=2024-03-31&filter[branch][]=${kompas}`,
      { token: tool },
    );
    const id = list.body.data[0].export.id as number;
    await env.deps.db.withSystem((tx) =>
      tx.execute(sql`update staffing.work_state_lines set approved_at = now() where pool_id = ${pool} and date = '2024-03-06'`),
    );
    env.deps.clock.advance(60_000);
    const again = await env.server.call('PUT', `/api/reports/pool-tool/exports/${id}`, { token: tool });
    expect(again.status).toBe(200);
    expect(again.body.data.replacements).toBe(4);
    expect(again.body.data.errors.map((e: { code: string }) => e.code).sort()).toEqual(['missing_personnel_number', 'missing_vf_code']);
    expect(again.body.data.updated_at > again.body.data.created_at).toBe(true);
  });

  it('lists the branches the caller sees with their export state, and keeps to rights, scope and pool', async () => {
    const list = await env.server.call('GET', '/api/reports/pool-tool?filter[period_from]=2024-03-01&filter[period_to]=2024-03-31', {
      token: kompasOnly,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { branch: { id: number } }) => r.branch.id)).toEqual([kompas]);
    expect(list.body.data[0].export).toMatchObject({ has_xml: true });
    const id = list.body.data[0].export.id as number;
    const other = (
      await env.server.call(
        'GET',
        `/api/reports/pool-tool?filter[period_from]=2024-03-01&filter[period_to]=2024-03-31&filter[branch][]=${regenboog}`,
        { token: tool },
      )
    ).body.data[0].export.id;
    expect((await env.server.call('GET', `/api/reports/pool-tool/exports/${other}`, { token: kompasOnly })).status).toBe(404);
    expect((await generate({ ...march, branch: vlinder }, kompasOnly)).status).toBe(404);
    expect((await env.server.call('GET', `/api/reports/pool-tool/exports/${id}`, { token: noord })).status).toBe(404);
    expect((await env.server.call('GET', `/api/reports/pool-tool/exports/${id}/xml`, { token: noord })).status).toBe(404);
    expect((await generate({ ...march, branch: kompas }, noord)).status).toBe(404);
    expect((await env.server.call('GET', `/api/reports/pool-tool/exports/${id}`, { token: noRight })).status).toBe(403);
  });
});

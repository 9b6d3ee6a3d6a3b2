import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E, EXPORT_CONTENT_TYPES, Permission as P } from '@app/contracts';
import { createServiceApp, rowsOf, serviceApi } from '@app/service-kit';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { reportsService } from '../index';
import { claimJob, EXPORT_FAILED, runOpenExportJobs, type ExportSources } from './flows/run-export-jobs';
import { sweepExpiredJobs } from './flows/sweep-export-jobs';
import type { ExportSource } from './domain/export-sources';
import { startExportJobs } from './jobs/export-worker';
import { ExportMessages, exportRouteList, mountExportRouteList } from './routes/exports';
import { readPdfText, readXlsx, xsdErrors } from './testing/read-files';

/**
 * Export jobs (ADR 0093) on a stand-in report of 1,200 rows, so the mechanism is
 * tested apart from any report: queue, progress by chunk as GET shows it, each format's download,
 * only the creator, expiry, a dead worker's job taken again, and the direct RPT-MENU-06 form.
 */
const ROWS = 1200;
let failNext = false;
const source: ExportSource<{ period_from: string; period_to: string }> = {
  key: 'travel-expenses',
  rights: [E.TRAVEL_EXPENSES_REPORT],
  parseFilter: (raw) => {
    const f = (raw ?? {}) as Record<string, string>;
    return { period_from: f.period_from ?? '2026-09-01', period_to: f.period_to ?? '2026-09-30' };
  },
  fileBase: (f) => `Reiskosten_${f.period_from.split('-').reverse().join('-')}_tm_${f.period_to.split('-').reverse().join('-')}`,
  build: async ({ locale, filter }) => {
    if (failNext) {
      failNext = false;
      throw new Error('the report broke');
    }
    return {
      report: 'travel-expenses',
      locale,
      title: locale === 'nl' ? 'Reiskosten' : 'Travel expenses',
      subtitle: `${filter.period_from} - ${filter.period_to}`,
      sheets: [
        {
          name: 'Totalen',
          columns: [
            { key: 'person', title: 'Invaller', type: 'text' },
            { key: 'date', title: 'Datum', type: 'date' },
            { key: 'travel_cost', title: 'Reiskosten', type: 'money' },
          ],
          rows: Array.from({ length: ROWS }, (_, i) => ({ person: `Invaller ${i + 1}`, date: '2026-09-07', travel_cost: 2.04 })),
        },
      ],
    };
  },
};
const sources: ExportSources = new Map([[source.key, source as ExportSource]]);

/** the tests move the clock past a day: the tokens live a week */
const WEEK = 7 * 86_400;
let deps: TestDeps;
let server: TestServer;
let anna: string;
let bert: string;
let otherPool: string;
let noRight: string;

beforeAll(async () => {
  deps = await createTestDeps([reportsService]);
  server = await startTestServer(
    createServiceApp(serviceApi('reports', exportRouteList), deps, (mount) => mountExportRouteList(mount, deps, sources)),
  );
  const rights = { allow: [E.TRAVEL_EXPENSES_REPORT, P.REPORT_VIEW] };
  anna = await testToken(deps, { ...rights, pool_id: 1, profile_id: 11, username: 'anna', view_entire_pool: true }, WEEK);
  bert = await testToken(deps, { ...rights, pool_id: 1, profile_id: 12, username: 'bert', view_entire_pool: true }, WEEK);
  otherPool = await testToken(deps, { ...rights, pool_id: 2, profile_id: 11, username: 'anna', view_entire_pool: true }, WEEK);
  noRight = await testToken(deps, { allow: [E.CONTRACTS_REPORT], pool_id: 1, profile_id: 13, view_entire_pool: true }, WEEK);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await deps?.db.close();
});

const ask = (format: string, token = anna, filter: Record<string, unknown> = { period_from: '2026-09-01', period_to: '2026-09-30' }) =>
  server.call('POST', '/api/reports/travel-expenses/exports', { token, body: { format, filter } });
const job = (id: number, token = anna) => server.call('GET', `/api/reports/exports/${id}`, { token });
async function download(id: number, token = anna) {
  const res = await fetch(`${server.url}/api/reports/exports/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, file: Buffer.from(await res.arrayBuffer()) };
}

describe('export jobs', () => {
  it('queues a job, moves its progress chunk by chunk as GET shows it, and serves the XLSX with a Dutch name', async () => {
    const queued = await ask('xlsx');
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({
      report: 'travel-expenses',
      format: 'xlsx',
      state: 'queued',
      progress: { done: 0, total: 0 },
      file_name: null,
    });
    const id = queued.body.data.id as number;
    expect((await download(id)).status).toBe(409);
    expect((await server.call('GET', `/api/reports/exports/${id}/download`, { token: anna })).body.meta.messages[0].message).toBe(
      ExportMessages.notReady,
    );

    const seen: { state: string; done: number; total: number }[] = [];
    await runOpenExportJobs(deps, sources, async (_job, done, total) => {
      const now = (await job(id)).body.data;
      seen.push({ state: now.state, done: now.progress.done, total: now.progress.total });
      expect({ done, total }).toEqual({ done: now.progress.done, total: now.progress.total });
    });
    expect(seen).toEqual([
      { state: 'running', done: 0, total: ROWS },
      { state: 'running', done: 500, total: ROWS },
      { state: 'running', done: 1000, total: ROWS },
      { state: 'running', done: ROWS, total: ROWS },
    ]);
    const done = (await job(id)).body.data;
    expect(done).toMatchObject({
      state: 'done',
      progress: { done: ROWS, total: ROWS },
      file_name: 'Reiskosten_01-09-2026_tm_30-09-2026.xlsx',
    });

    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(EXPORT_CONTENT_TYPES.xlsx);
    expect(file.headers.get('content-disposition')).toContain('filename="Reiskosten_01-09-2026_tm_30-09-2026.xlsx"');
    const [sheet] = await readXlsx(file.file);
    expect(sheet!.rows).toHaveLength(ROWS + 1);
    expect(sheet!.rows[ROWS]).toEqual([`Invaller ${ROWS}`, new Date('2026-09-07T00:00:00Z'), 2.04]);
  });

  it('serves PDF, CSV and XML with their content types and content', async () => {
    const ids = Object.fromEntries(
      await Promise.all(['pdf', 'csv', 'xml'].map(async (f) => [f, (await ask(f)).body.data.id as number] as const)),
    );
    await runOpenExportJobs(deps, sources);
    const pdf = await download(ids.pdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await readPdfText(pdf.file);
    expect(text).toContain('Reiskosten');
    expect(text).toContain('€ 2,04');
    expect(text).toContain('07-09-2026');
    const csv = await download(ids.csv!);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.file.toString('utf8').split('\r\n').slice(0, 2)).toEqual(['\ufeffInvaller;Datum;Reiskosten', 'Invaller 1;07-09-2026;2,04']);
    const xml = await download(ids.xml!);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await xsdErrors(xml.file.toString('utf8'), path.join(__dirname, 'report-export.xsd'))).toEqual([]);
  });

  it('shows a job and its file to its creator only: another profile or pool gets 404', async () => {
    const id = (await ask('csv')).body.data.id as number;
    await runOpenExportJobs(deps, sources);
    for (const token of [bert, otherPool]) {
      expect((await job(id, token)).status).toBe(404);
      expect((await download(id, token)).status).toBe(404);
    }
    expect((await download(id)).status).toBe(200);
  });

  it('refuses bad input (422), an unknown report (404) and a caller without the report right (403)', async () => {
    const bad = await ask('docx');
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors.format).toEqual(['The format must be one of xlsx, pdf, csv, xml, afas or totals.']);
    expect((await server.call('POST', '/api/reports/nope/exports', { token: anna, body: { format: 'csv' } })).status).toBe(404);
    expect((await ask('csv', noRight)).status).toBe(403);
    expect((await job(0)).status).toBe(422);
    expect((await server.call('GET', '/api/reports/exports/1')).status).toBe(401);
  });

  it('marks a job whose report fails as failed with a plain message', async () => {
    failNext = true;
    const id = (await ask('pdf')).body.data.id as number;
    await runOpenExportJobs(deps, sources);
    expect((await job(id)).body.data).toMatchObject({ state: 'failed', error: EXPORT_FAILED });
    expect((await download(id)).status).toBe(409);
  });

  it('lets one worker claim a job, and takes a job again once its worker stopped beating', async () => {
    const id = (await ask('csv')).body.data.id as number;
    const now = deps.clock.now();
    const [a, b] = await Promise.all([claimJob(deps, 1, id, now), claimJob(deps, 1, id, now)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await claimJob(deps, 1, id, now)).toBeNull();
    deps.clock.advance(3 * 60_000);
    expect(await runOpenExportJobs(deps, sources)).toBe(1);
    expect((await job(id)).body.data.state).toBe('done');
  });

  it('deletes jobs and files after 24 hours', async () => {
    const id = (await ask('csv')).body.data.id as number;
    await runOpenExportJobs(deps, sources);
    deps.clock.advance(23 * 3600_000);
    await sweepExpiredJobs(deps, deps.clock.now());
    expect((await job(id)).status).toBe(200);
    deps.clock.advance(2 * 3600_000);
    expect(await sweepExpiredJobs(deps, deps.clock.now())).toBeGreaterThan(0);
    expect((await job(id)).status).toBe(404);
  });

  it('runs a queued job through the worker at once (kicked by the POST)', async () => {
    const stop = startExportJobs(deps, sources, { pollMs: 60_000 });
    try {
      const id = (await ask('xml')).body.data.id as number;
      let state = '';
      for (let i = 0; i < 100 && state !== 'done'; i++) {
        state = (await job(id)).body.data.state;
        if (state !== 'done') await new Promise((r) => setTimeout(r, 50));
      }
      expect(state).toBe('done');
    } finally {
      await stop();
    }
  });

  it('RPT-MENU-06: GET {key}/xlsx-export with base64=true answers the file as base64 text', async () => {
    const res = await fetch(
      `${server.url}/api/reports/travel-expenses/xlsx-export?filter[period_from]=2026-09-01&filter[period_to]=2026-09-30&base64=true`,
      {
        headers: { authorization: `Bearer ${anna}` },
      },
    );
    expect(res.status).toBe(200);
    const [sheet] = await readXlsx(Buffer.from(await res.text(), 'base64'));
    expect(sheet!.rows).toHaveLength(ROWS + 1);
    const rows = await rowsOf<{ n: number }>(deps.db.db, sql`select count(*)::int as n from reports.export_jobs where state = 'queued'`);
    expect(rows[0]!.n).toBe(0);
  });
});

import { ExtraPermission as E, Permission as P } from '@app/contracts';
import { createServiceApp, serviceApi } from '@app/service-kit';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { reportsService } from '../index';
import { htmlToDocument } from './domain/html-document';
import { exportRouteList, mountExportRouteList } from './routes/exports';
import { readPdfText } from './testing/read-files';

/** RPT-MENU-07 (`POST /api/reports/pdf {html}`): a report page's HTML printed through the PDF writer. */
const PAGE = `<html><head><title>ignored</title><style>td{color:red}</style><script>throw new Error('never run')</script></head>
<body><h1>Inzet per school</h1><p>Periode 01-09-2026 t/m 30-09-2026</p>
<h2>Het Kompas</h2>
<table><thead><tr><th>Invaller</th><th>Dagdelen</th><th>WTF</th></tr></thead>
<tbody><tr><td>Anna de Vries</td><td>4</td><td>0,4000</td></tr><tr><td>Bert &amp; Co</td><td>2</td><td>0,2000</td></tr></tbody></table>
<table><caption>Totalen</caption><tr><td>Totaal</td><td>6</td></tr></table>
<p>after the tables: not printed</p></body></html>`;

let deps: TestDeps;
let server: TestServer;
let anna: string;
let noReport: string;

beforeAll(async () => {
  deps = await createTestDeps([reportsService]);
  server = await startTestServer(
    createServiceApp(serviceApi('reports', exportRouteList), deps, (mount) => mountExportRouteList(mount, deps, new Map())),
  );
  anna = await testToken(deps, { allow: [E.DEPLOYMENT_REPORT, P.REPORT_VIEW], pool_id: 1, profile_id: 11, view_entire_pool: true });
  noReport = await testToken(deps, { allow: [P.REPORT_VIEW], pool_id: 1, profile_id: 12, view_entire_pool: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await deps?.db.close();
});

const print = (body: unknown, token = anna, path = '/api/pdf') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('HTML as PDF (RPT-MENU-07)', () => {
  it('reads the title, the text before the first table and each table as a section, never running the page', () => {
    const doc = htmlToDocument(PAGE, 'nl');
    expect(doc.title).toBe('Inzet per school');
    expect(doc.subtitle).toBe('Periode 01-09-2026 t/m 30-09-2026');
    expect(doc.sheets.map((s) => [s.name, s.columns.map((c) => c.title), s.rows])).toEqual([
      [
        'Het Kompas',
        ['Invaller', 'Dagdelen', 'WTF'],
        [
          { c0: 'Anna de Vries', c1: '4', c2: '0,4000' },
          { c0: 'Bert & Co', c1: '2', c2: '0,2000' },
        ],
      ],
      ['Totalen', ['Kolom 1', 'Kolom 2'], [{ c0: 'Totaal', c1: '6' }]],
    ]);
    // a page without a heading or tables: the caller's title, else the word for report
    expect(htmlToDocument('<p>Niets</p>', 'en')).toMatchObject({ title: 'Report', subtitle: 'Niets', sheets: [] });
    expect(htmlToDocument('<h1>Kop</h1>', 'nl', 'Eigen titel').title).toBe('Eigen titel');
  });

  it('answers the PDF with its text, or as base64 text, to a holder of a report right', async () => {
    const res = await print({ html: PAGE });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('filename="Inzet_per_school.pdf"');
    const text = await readPdfText(Buffer.from(await res.arrayBuffer()));
    for (const part of [
      'Inzet per school',
      'Periode 01-09-2026 t/m 30-09-2026',
      'Het Kompas',
      'Anna de Vries',
      '0,4000',
      'Bert & Co',
      'Totalen',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('after the tables');
    const b64 = await print({ html: PAGE, base64: true, title: 'Überzicht €' });
    expect(b64.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(b64.headers.get('content-disposition')).toContain("filename*=UTF-8''Uberzicht_.pdf");
    expect(await readPdfText(Buffer.from(await b64.text(), 'base64'))).toContain('Anna de Vries');
  });

  it('API-78 prints at the spec address POST /api/pdf and at its alias /api/reports/pdf alike', async () => {
    for (const path of ['/api/pdf', '/api/reports/pdf']) {
      const res = await print({ html: PAGE }, anna, path);
      expect(res.status).toBe(200);
      expect(await readPdfText(Buffer.from(await res.arrayBuffer()))).toContain('Anna de Vries');
      expect((await print({ html: PAGE }, noReport, path)).status).toBe(403);
    }
  });

  it('refuses bad input with 422, a caller without any report right with 403, and no token with 401', async () => {
    for (const body of [{}, { html: '   ' }, { html: 5 }, { html: '<p>x</p>', base64: 'yes' }, { html: '<p>x</p>', extra: 1 }])
      expect((await print(body)).status).toBe(422);
    const tooMany = `<table>${'<tr><td>x</td></tr>'.repeat(5_001)}</table>`;
    const long = await print({ html: tooMany });
    expect(long.status).toBe(422);
    expect((await long.json()).meta.errors).toEqual({ html: ['The page has more than 5000 table rows to print.'] });
    expect((await print({ html: PAGE }, noReport)).status).toBe(403);
    expect((await fetch(`${server.url}/api/reports/pdf`, { method: 'POST' })).status).toBe(401);
  });
});

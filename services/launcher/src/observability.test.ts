import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { readAlertRules, readExpression } from '../../../deploy/tests/alert-rules';

/**
 * The embedded product as `npm start` runs it (every target in one process), seen from outside as an
 * operator sees it: its JSON log lines on stdout, the probes on its port and the
 * metrics on their own port.
 */
const ROOT = path.resolve(__dirname, '../../..');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Line = Record<string, unknown> & { msg?: string; req_id?: string };
let child: ChildProcess;
let base: string;
let metricsUrl: string;
const lines: Line[] = [];

beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'observability-'));
  child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/launcher/src/main.ts'), '--target=all'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'debug', DEMO_DATA: '0', DATA_DIR: path.join(work, 'pglite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) if (text.startsWith('{')) lines.push(JSON.parse(text) as Line);
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = await until(
    () => lines.find((l) => l.msg === 'started'),
    90_000,
    () => output,
  );
  base = (started.url as string).replace('localhost', '127.0.0.1');
  metricsUrl = started.metrics as string;
}, 120_000);

afterAll(() => {
  child.kill('SIGTERM');
});

async function until<T>(find: () => T | undefined, ms = 5_000, explain = () => ''): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const found = find();
    if (found) return found;
  }
  throw new Error(`not seen in ${ms} ms ${explain()}`);
}

it('answers liveness and readiness (database and bus) on its port', async () => {
  const live = await fetch(`${base}/livez`);
  expect(live.status).toBe(200);
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', bus: 'ok' } });
});

it('carries one request id from the gateway into the service, every log line of the request and the answer', async () => {
  const res = await fetch(`${base}/api/person?filters[last_name]=Jansen`);
  expect(res.status).toBe(401);
  const id = res.headers.get('x-request-id') ?? '';
  expect(id).toMatch(UUID);
  expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
  const gateway = await until(() => lines.find((l) => l.req_id === id && l.msg === 'request' && !l.service));
  const service = await until(() => lines.find((l) => l.req_id === id && l.msg === 'request' && l.service === 'masterdata'));
  // the path without its query: filters may hold personal data
  expect(gateway).toMatchObject({ method: 'GET', path: '/api/person', status: 401 });
  expect(service).toMatchObject({ method: 'GET', path: '/api/person', status: 401, level: 20 });
});

it("logs the page's error report with the failed call's request id, and refuses a malformed one", async () => {
  const config = await fetch(`${base}/api/client-config`);
  expect((await config.json()).data).toEqual({ error_url: '/api/client-errors' });
  const report = {
    kind: 'error',
    message: 'x is undefined',
    stack: 'TypeError: x is undefined\n    at list.tsx:12',
    page: '/request/12',
    request_id: 'gw-failed-call-1',
    failed_call: { method: 'GET', path: '/request/12', status: 500 },
    app_version: 'v2025.10.5',
    user_agent: 'test',
  };
  const sent = await fetch(`${base}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  expect(sent.status).toBe(200);
  const line = await until(() => lines.find((l) => l.msg === 'client error'));
  expect(line).toMatchObject({ level: 40, client_error: report, req_id: sent.headers.get('x-request-id') });
  const bad = await fetch(`${base}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...report, kind: 'anything', message: 'y'.repeat(3_000) }),
  });
  expect(bad.status).toBe(422);
  expect(Object.keys((await bad.json()).meta.errors).sort()).toEqual(['kind', 'message']);
});

it('serves Prometheus metrics on the metrics port only: requests per route, websocket clients, outbox backlog and job lag', async () => {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    await fetch(`${base}/api/health`);
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{app="gateway",method="GET",route="\/api\/person",status="401"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{app="masterdata",method="GET",route="\/api\/person",status="401"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{app="identity",method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{app="gateway",method="GET",route="\/api\/health"\} [1-9]/);
    expect(text).toMatch(/\nwebsocket_clients 1\n/);
    expect(text).toMatch(/\noutbox_backlog 0\n/);
    expect(text).toMatch(/\njob_lag_seconds\{job="outbox-sender"\} 0\n/);
    expect(text).toMatch(/\nprocess_resident_memory_bytes \d+/);
  } finally {
    socket.terminate();
  }
  const publicPort = await fetch(`${base}/metrics`);
  expect(await publicPort.text()).not.toContain('http_requests_total');
});

it('serves every metric the alert rules (deploy/prometheus/alerts.yaml) name', async () => {
  // a metric is served once declared (a counter without a sample yet, such as the errors, has its TYPE line)
  const served = new Set<string>();
  for (const [, name, type] of (await (await fetch(metricsUrl)).text()).matchAll(/^# TYPE (\w+) (\w+)$/gm)) {
    served.add(name!);
    if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) served.add(name + part);
  }
  // `up` is Prometheus's own series of each scrape
  const named = readAlertRules()
    .flatMap((rule) => readExpression(rule.expr).metrics)
    .filter((metric) => metric !== 'up');
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter((metric) => !served.has(metric))).toEqual([]);
});

it('goes on serving after a socket that never signed in sends a frame over the limit and invalid UTF-8', async () => {
  for (const frame of ['x'.repeat(17 * 1024), Buffer.from([0x7b, 0xff, 0x7d])]) {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(frame, { binary: false });
    expect(await closed).toBe(typeof frame === 'string' ? 1009 : 1007);
  }
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  expect((await fetch(`${base}/livez`)).status).toBe(200);
});

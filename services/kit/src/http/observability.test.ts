import { Writable } from 'node:stream';
import { createMemoryBus, type EventBus } from '../bus';
import { createLog } from '../log';
import { testRoute, testServiceApi } from '../testing/test-api';
import { createTestDeps, startTestServer, type TestDeps } from '../testing/test-deps';
import { ok } from './envelope';
import { metricsText, registerGauge } from './metrics';
import { checkReadiness } from './readiness';
import { createServiceApp } from './service-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A service app whose log lines are kept, as JSON objects. */
async function serviceWithLog(base: TestDeps, trustedProxies: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = createLog('kit-test', 'debug', sink);
  const deps = { ...base, log, config: { ...base.config, TRUSTED_PROXIES: trustedProxies } };
  const person = testRoute('get', '/observed/person/:id');
  const boom = testRoute('get', '/observed/boom');
  const app = createServiceApp(testServiceApi('observed', [person, boom]), deps, (mount) => {
    mount(person, (ctx) => {
      log.info({ id: ctx.params.id }, 'reading a person');
      ok(ctx, { id: Number(ctx.params.id) });
    });
    mount(boom, () => {
      throw new Error('broken on purpose');
    });
  });
  const server = await startTestServer(app);
  return { server, lines };
}

// one database for the file; the readiness test closes it last
let base: TestDeps;
beforeAll(async () => {
  base = await createTestDeps([]);
});

describe('request ids in every log line', () => {
  let untrusted: Awaited<ReturnType<typeof serviceWithLog>>;
  let behindProxy: Awaited<ReturnType<typeof serviceWithLog>>;
  beforeAll(async () => {
    untrusted = await serviceWithLog(base, '');
    behindProxy = await serviceWithLog(base, 'loopback');
  });
  afterAll(async () => {
    await untrusted.server.close();
    await behindProxy.server.close();
  });

  it('gives a request a new id, answers it in x-request-id and writes it into each line logged while handling it', async () => {
    const res = await untrusted.server.call('GET', '/api/observed/person/7');
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const mine = untrusted.lines.filter((l) => l.req_id === id);
    expect(mine.map((l) => l.msg)).toEqual(['reading a person', 'request']);
    expect(mine[1]).toMatchObject({ method: 'GET', path: '/api/observed/person/7', status: 200 });
    // the next request has its own
    const next = await untrusted.server.call('GET', '/api/observed/person/8');
    expect(next.headers.get('x-request-id')).not.toBe(id);
  });

  it("ignores an id sent by a caller that is no trusted proxy, keeps a trusted proxy's, and never a malformed one", async () => {
    const forged = await untrusted.server.call('GET', '/api/observed/person/1', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    const proxied = await behindProxy.server.call('GET', '/api/observed/person/1', { headers: { 'x-request-id': 'lb-4711' } });
    expect(proxied.headers.get('x-request-id')).toBe('lb-4711');
    expect(behindProxy.lines.some((l) => l.req_id === 'lb-4711' && l.msg === 'reading a person')).toBe(true);
    const malformed = await behindProxy.server.call('GET', '/api/observed/person/1', { headers: { 'x-request-id': 'a b"c' } });
    expect(malformed.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs an unexpected error with the request id and counts it as a server error of its route pattern', async () => {
    const res = await untrusted.server.call('GET', '/api/observed/boom');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(untrusted.lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ req_id: id });
    await untrusted.server.call('GET', '/api/observed/nothing/here');
    const text = await metricsText();
    expect(text).toMatch(/http_requests_total\{app="observed",method="GET",route="\/api\/observed\/person\/:id",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{app="observed",method="GET",route="\/api\/observed\/boom",status="500"\} 1/);
    expect(text).toMatch(/http_request_errors_total\{app="observed",method="GET",route="\/api\/observed\/boom"\} 1/);
    expect(text).toMatch(/http_requests_total\{app="observed",method="GET",route="unmatched",status="404"\} [1-9]/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",app="observed",method="GET",route="\/api\/observed\/person\/:id"\} [1-9]/,
    );
    // the raw paths never become series
    expect(text).not.toContain('/api/observed/person/7');
  });
});

describe('gauges read at each scrape', () => {
  it('reads every registered reading of a name with its labels, and leaves out a reading that fails', async () => {
    let backlog = 3;
    const stops = [
      registerGauge({ name: 'test_lag_seconds', help: 'lag', labels: { job: 'a' }, read: () => backlog }),
      registerGauge({ name: 'test_lag_seconds', help: 'lag', labels: { job: 'b' }, read: () => Promise.reject(new Error('down')) }),
    ];
    expect(await metricsText()).toMatch(/test_lag_seconds\{job="a"\} 3\n/);
    backlog = 5;
    const text = await metricsText();
    expect(text).toMatch(/test_lag_seconds\{job="a"\} 5\n/);
    expect(text).not.toContain('job="b"');
    stops.forEach((stop) => stop());
    expect(await metricsText()).not.toMatch(/test_lag_seconds\{/);
  });
});

describe('readiness', () => {
  it('is ready while the database and the bus answer, and names the one that does not', async () => {
    const { db } = base;
    const bus = createMemoryBus();
    expect(await checkReadiness({ db, bus })).toEqual({ ready: true, checks: { database: 'ok', bus: 'ok' } });
    const brokerGone: EventBus = { ...bus, ready: async () => false };
    expect(await checkReadiness({ db, bus: brokerGone })).toEqual({ ready: false, checks: { database: 'ok', bus: 'failed' } });
    await db.close();
    expect(await checkReadiness({ db, bus })).toEqual({ ready: false, checks: { database: 'failed', bus: 'ok' } });
    // a gateway without a database of its own is judged by its bus
    expect(await checkReadiness({ db: null, bus })).toEqual({ ready: true, checks: { bus: 'ok' } });
  });

  it('gives up on a check that hangs after the timeout', async () => {
    const hanging: EventBus = { ...createMemoryBus(), ready: () => new Promise<boolean>(() => undefined) };
    const started = Date.now();
    expect(await checkReadiness({ db: null, bus: hanging }, 200)).toEqual({ ready: false, checks: { bus: 'failed' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { channels, Permission, VERSION_HEADER, type RegistryFile } from '@app/contracts';
import { masterdataService } from '@app/masterdata';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { attachRealtime, TOKEN_EXPIRED_CLOSE } from './realtime';
import { createGatewayApp } from './gateway-app';
import { canaryShare } from './registry';

const VERSION = 'v9.9.9-test';
let deps: TestDeps;
let dir: string;
let registryFile: string;
let gateway: { url: string; server: http.Server; close(): Promise<void> };
let direct: TestServer;
let proxied: TestServer;
let realtime: ReturnType<typeof attachRealtime>;

const registry = (version: string): RegistryFile => ({
  modules: {
    mfe_dashboard: {
      name: 'mfe_dashboard',
      version,
      manifest: `/modules/mfe_dashboard/${version}/mf-manifest.json`,
      overrides: [{ pools: ['noord'], version: '2.0.0', manifest: '/modules/mfe_dashboard/2.0.0/mf-manifest.json' }],
    },
    mfe_public: { name: 'mfe_public', version: '1.0.0', manifest: '/modules/mfe_public/1.0.0/mf-manifest.json' },
  },
});

function gatewayFor(targets: Parameters<typeof createGatewayApp>[0]['targets']) {
  return createGatewayApp({
    version: VERSION,
    tokens: deps.tokens,
    clock: deps.clock,
    log: deps.log,
    registryFile,
    staticDir: dir,
    targets,
    rateLimitPerMinute: 10_000,
  });
}

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(registryFile, JSON.stringify(registry('1.0.0')));
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(dir, 'modules/mfe_public/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/index.html'), '<!doctype html><title>public</title>');
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/mf-manifest.json'), '{"id":"mfe_public"}');

  const service = masterdataService.createApp(deps);
  const server = http.createServer(gatewayFor({ masterdata: service.callback() }).callback());
  realtime = attachRealtime(server, deps);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway = { url, server, close: () => new Promise((r) => server.close(() => r())) };

  direct = await startTestServer(service);
  proxied = await startTestServer(gatewayFor({ masterdata: direct.url }));
});

afterAll(async () => {
  realtime.close();
  await gateway.close();
  await proxied.close();
  await direct.close();
  await deps.db.close();
});

const get = (p: string, init?: RequestInit) => fetch(gateway.url + p, init);

describe('headers', () => {
  it.each(['/api/masterdata/health', '/api/nothing-here', '/dashboard', '/modules/mfe_public/1.0.0/mf-manifest.json'])(
    'sets the version header on %s',
    async (p) => {
      const res = await get(p);
      expect(res.headers.get(VERSION_HEADER)).toBe(VERSION);
    },
  );

  it('sets security headers', async () => {
    const res = await get('/login');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('routing', () => {
  it('routes /api to the owning service in process and over HTTP', async () => {
    for (const base of [gateway.url, proxied.url]) {
      const res = await fetch(`${base}/api/masterdata/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get(VERSION_HEADER)).toBe(VERSION);
      expect((await res.json()).data).toEqual({ status: 'ok', service: 'masterdata' });
    }
  });

  it('answers an unknown API path 404 in the envelope', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).data).toBeNull();
  });

  it('serves the shell for app routes and the standalone public app for public links', async () => {
    expect(await (await get('/request/12/summary')).text()).toContain('<title>shell</title>');
    expect(await (await get('/invitation/confirm/abc')).text()).toContain('<title>public</title>');
  });

  it('serves module files with CORS', async () => {
    const res = await get('/modules/mfe_public/1.0.0/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/modules/mfe_public/0.0.0/mf-manifest.json')).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await get('/api/person/1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect((await res.json()).meta.messages[0].message).toBe('The request body is not valid JSON.');
  });

  it('answers an oversized body with 413', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(1_100_000) });
    const res = await get('/api/person/1', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
  });

  it('answers a forged or expired token with 401 and ignores it on public calls', async () => {
    const forged = { authorization: 'Bearer abc.def.ghi' };
    expect((await get('/api/person/1', { headers: forged })).status).toBe(401);
    expect((await get('/api/modules', { headers: forged })).status).toBe(200);
  });
});

describe('module registry', () => {
  it('is read again on every call, so an edit rolls a module forward', async () => {
    fs.writeFileSync(registryFile, JSON.stringify(registry('1.1.0')));
    const body = await (await get('/api/modules')).json();
    expect(body.data.modules.find((m: { name: string }) => m.name === 'mfe_dashboard').version).toBe('1.1.0');
    fs.writeFileSync(registryFile, JSON.stringify(registry('1.0.0')));
    const again = await (await get('/api/modules')).json();
    expect(again.data.modules.find((m: { name: string }) => m.name === 'mfe_dashboard').version).toBe('1.0.0');
  });

  it('gives a pool its own version through an override', async () => {
    const token = await testToken(deps, { pool_url: 'noord' });
    const body = await (await get('/api/modules', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(body.data.modules.find((m: { name: string }) => m.name === 'mfe_dashboard').version).toBe('2.0.0');
  });

  it('keeps a user in the same canary share', () => {
    expect(canaryShare('planner')).toBe(canaryShare('planner'));
    expect(canaryShare('planner')).toBeGreaterThanOrEqual(0);
    expect(canaryShare('planner')).toBeLessThan(1);
  });
});

describe('realtime', () => {
  const open = (token: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws?token=${token}`);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const nextMessage = (ws: WebSocket) => new Promise<any>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(raw.toString()))));

  it('refuses a connection without a valid token', async () => {
    await expect(open('nope')).rejects.toThrow(/401/);
  });

  it('delivers a lock event to another user of the pool, with its author', async () => {
    const alice = await open(await testToken(deps, { username: 'alice', pool_id: 1, profile_id: 1, allow: [Permission.REQUEST_ALL] }));
    const bob = await open(await testToken(deps, { username: 'bob', pool_id: 1, profile_id: 2 }));
    const channel = channels.requestLocking(1);
    bob.send(JSON.stringify({ type: 'subscribe', channel }));
    expect(await nextMessage(bob)).toEqual({ type: 'subscribed', channel });
    const received = nextMessage(bob);
    alice.send(JSON.stringify({ type: 'publish', channel, payload: { action: 'block', request: { id: 12 } } }));
    expect(await received).toEqual({
      type: 'event',
      channel,
      event: `${channel}/changed`,
      author: 'alice',
      payload: { action: 'block', request: { id: 12 } },
    });
    alice.close();
    bob.close();
  });

  it('closes a socket once its token has expired instead of delivering to it', async () => {
    const alice = await open(await testToken(deps, { username: 'alice', pool_id: 1, profile_id: 1 }, 3600));
    const bob = await open(await testToken(deps, { username: 'bob', pool_id: 1, profile_id: 2 }, 60));
    const channel = channels.requestLocking(1);
    bob.send(JSON.stringify({ type: 'subscribe', channel }));
    expect(await nextMessage(bob)).toEqual({ type: 'subscribed', channel });
    const messages: unknown[] = [];
    bob.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    const closed = new Promise<number>((resolve) => bob.once('close', (code) => resolve(code)));
    deps.clock.advance(61_000);
    try {
      alice.send(JSON.stringify({ type: 'publish', channel, payload: { action: 'block', request: { id: 1 } } }));
      expect(await closed).toBe(TOKEN_EXPIRED_CLOSE);
      expect(messages).toEqual([]);
    } finally {
      deps.clock.advance(-61_000);
      alice.close();
    }
  });

  it("refuses another pool's channel, another profile's channel and publishing on server channels", async () => {
    const ws = await open(await testToken(deps, { pool_id: 1, profile_id: 7 }));
    for (const channel of [channels.requestLocking(2), channels.profileInvitation(1, 8)]) {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      expect(await nextMessage(ws)).toMatchObject({ type: 'error', message: 'channel not allowed' });
    }
    ws.send(JSON.stringify({ type: 'publish', channel: channels.requestChanged(1), payload: {} }));
    expect(await nextMessage(ws)).toMatchObject({ type: 'error', message: 'publishing not allowed' });
    ws.send(JSON.stringify({ type: 'subscribe', channel: channels.profileInvitation(1, 7) }));
    expect(await nextMessage(ws)).toMatchObject({ type: 'subscribed' });
    ws.close();
  });
});

describe('rate limit', () => {
  it('answers calls over the limit 429 in the envelope with the limit message', async () => {
    const limited = await startTestServer(
      createGatewayApp({
        version: VERSION,
        tokens: deps.tokens,
        clock: deps.clock,
        log: deps.log,
        registryFile,
        staticDir: dir,
        targets: {},
        rateLimitPerMinute: 2,
      }),
    );
    try {
      expect((await limited.call('GET', '/api/modules')).status).toBe(200);
      expect((await limited.call('GET', '/api/modules')).status).toBe(200);
      const res = await limited.call('GET', '/api/modules');
      expect(res.status).toBe(429);
      expect(res.body.meta.messages[0].message).toBe('Too many attempts. Please wait a moment and try again.');
      expect(res.headers.get(VERSION_HEADER)).toBe(VERSION);
    } finally {
      await limited.close();
    }
  });
});

describe('static files', () => {
  it('answers a missing build file 404 instead of the shell page', async () => {
    expect((await get('/missing.0000.js')).status).toBe(404);
  });
});

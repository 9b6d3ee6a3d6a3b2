import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { channels, ExtraPermission, Permission, TOKEN_VERSION_CHANNEL, VERSION_HEADER, type RegistryFile } from '@app/contracts';
import { startServices, type StartedServices } from '@app/service-harness';
import { startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { attachRealtime, TOKEN_EXPIRED_CLOSE } from './realtime';
import { CLOSE_MALFORMED } from './socket-frames';
import { tokenVersionsStandIn } from './testing/token-versions-stand-in';
import type { TokenVersions } from './token-versions';
import { createGatewayApp } from './gateway-app';
import { canaryShare } from './registry';

const VERSION = 'v9.9.9-test';
let services: StartedServices;
let deps: TestDeps;
let dir: string;
let registryFile: string;
let gateway: { url: string; server: http.Server; close(): Promise<void> };
let direct: TestServer;
let proxied: TestServer;
let realtime: ReturnType<typeof attachRealtime>;
let tokenVersions: TokenVersions;

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

function gatewayFor(targets: Parameters<typeof createGatewayApp>[0]['targets'], rateLimitPerMinute = 10_000) {
  return createGatewayApp({
    version: VERSION,
    tokens: deps.tokens,
    clock: deps.clock,
    log: deps.log,
    registryFile,
    staticDir: dir,
    targets,
    rateLimitPerMinute,
    tokenVersions,
  });
}

beforeAll(async () => {
  // a real service behind the gateway: masterdata, without demo data
  services = await startServices(['masterdata'], { demo: false });
  deps = services.deps;
  tokenVersions = await tokenVersionsStandIn(deps);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(registryFile, JSON.stringify(registry('1.0.0')));
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(dir, 'modules/mfe_public/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/index.html'), '<!doctype html><title>public</title>');
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/mf-manifest.json'), '{"id":"mfe_public"}');
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/sw.js'), '// the answer app worker');
  // the build's descriptor: its public routes are what the gateway answers with the standalone app
  const publicRoute = { path: '/invitation/confirm/:token', title: { nl: 'Uitnodiging', en: 'Invitation' }, anyOf: [], public: true };
  const descriptor = {
    name: 'mfe_public',
    version: '1.0.0',
    shared: { '@app/platform': '2.0.0', '@app/ui': '2.0.0' },
    routes: [publicRoute],
  };
  fs.writeFileSync(path.join(dir, 'modules/mfe_public/1.0.0/module.json'), JSON.stringify(descriptor));

  const service = services.app('masterdata');
  const server = http.createServer(gatewayFor({ masterdata: service.callback() }).callback());
  realtime = attachRealtime(server, { ...deps, tokenVersions });
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
  await services.close();
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
    // the document viewer frames a fetched PDF by its blob address
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self' blob:");
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
    // a path the live mfe-public build does not declare public is the shell's (which shows its 404)
    expect(await (await get('/reservation/confirm/abc')).text()).toContain('<title>shell</title>');
  });

  it('answers the sign-in paths with the pre-rendered page in the language the page starts in: the locale cookie, else Dutch (ADR 0223)', async () => {
    const shell = path.join(dir, 'shell');
    const pages = [{ paths: ['/login', '/login/:pool'], files: { nl: 'login.nl.html', en: 'login.en.html' } }];
    fs.writeFileSync(path.join(shell, 'prerendered.json'), JSON.stringify(pages));
    fs.writeFileSync(path.join(shell, 'login.nl.html'), '<!doctype html><title>Inloggen</title>');
    fs.writeFileSync(path.join(shell, 'login.en.html'), '<!doctype html><title>Log in</title>');
    try {
      for (const p of ['/login', '/login/demo', '/login?redirect=%2Fdashboard']) {
        const dutch = await get(p);
        expect(await dutch.text()).toContain('<title>Inloggen</title>');
        expect(dutch.headers.get('vary')).toMatch(/cookie/i);
        expect(await (await get(p, { headers: { cookie: 'locale=nl' } })).text()).toContain('<title>Inloggen</title>');
        expect(await (await get(p, { headers: { cookie: 'locale=en' } })).text()).toContain('<title>Log in</title>');
        // an unknown language is the default one, as the page's own i18n reads the cookie
        expect(await (await get(p, { headers: { cookie: 'locale=de' } })).text()).toContain('<title>Inloggen</title>');
      }
      // the reset link and every other app route keep the empty page
      for (const p of ['/login/reset/abc', '/dashboard']) expect(await (await get(p)).text()).toContain('<title>shell</title>');
    } finally {
      for (const file of ['prerendered.json', 'login.nl.html', 'login.en.html']) fs.rmSync(path.join(shell, file));
    }
  });

  it('serves module files with CORS', async () => {
    const res = await get('/modules/mfe_public/1.0.0/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/modules/mfe_public/0.0.0/mf-manifest.json')).status).toBe(404);
  });

  it("serves a module's service worker uncached and allowed to serve the whole origin (ADR 0061)", async () => {
    const res = await get('/modules/mfe_public/1.0.0/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/modules/mfe_public/1.0.0/mf-manifest.json')).headers.get('service-worker-allowed')).toBeNull();
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

  it('answers ids beyond the integer range 422 (path) or with nothing found (filters), never 500', async () => {
    const token = await testToken(deps, { allow: [Permission.PERSON_ALL, Permission.BRANCH_ALL], view_entire_pool: true });
    const headers = { authorization: `Bearer ${token}` };
    for (const path of ['/api/person/99999999999', '/api/branch/2147483648', '/api/person/1e30']) {
      const res = await get(path, { headers });
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
    }
    const filtered = await get('/api/branch?search[parent]=99999999999', { headers });
    expect(filtered.status).toBe(200);
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

  it("carries each build's routes and shared versions from its descriptor, and none for a build without one", async () => {
    const body = await (await get('/api/modules')).json();
    const publicApp = body.data.modules.find((m: { name: string }) => m.name === 'mfe_public');
    expect(publicApp.routes.map((r: { path: string }) => r.path)).toEqual(['/invitation/confirm/:token']);
    expect(publicApp.shared).toEqual({ '@app/platform': '2.0.0', '@app/ui': '2.0.0' });
    expect(body.data.modules.find((m: { name: string }) => m.name === 'mfe_dashboard')).toMatchObject({ routes: [], shared: {} });
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
  /** A socket that sent its token as the first message and was told it is authenticated. */
  const open = (token: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws`);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.once('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.type === 'authenticated') resolve(ws);
        else reject(new Error(`not authenticated: ${raw.toString()}`));
      });
      ws.once('close', (code) => reject(new Error(`closed ${code}`)));
      ws.once('error', reject);
    });
  const until = async (check: () => boolean) => {
    for (const end = Date.now() + 5_000; !check(); await new Promise((r) => setTimeout(r, 5)))
      if (Date.now() > end) throw new Error('not heard');
  };
  const nextMessage = (ws: WebSocket) =>
    new Promise<unknown>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(raw.toString()))));

  it('takes the token from the first message only: a bad token, or none, closes the socket', async () => {
    await expect(open('nope')).rejects.toThrow(`closed ${TOKEN_EXPIRED_CLOSE}`);
    // a token in the URL counts for nothing: the first message must still authenticate
    const token = await testToken(deps, { pool_id: 1, profile_id: 7 });
    const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws?token=${token}`);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'subscribe', channel: channels.requestLocking(1) }));
    expect(await closed).toBe(TOKEN_EXPIRED_CLOSE);
  });

  it("closes an account's sockets when its token version is raised, and refuses its older tokens", async () => {
    const token = await testToken(deps, { username: 'carol', account_id: 1, ver: 0 });
    const ws = await open(token);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await deps.db.db.execute(sql`update identity.account_token_versions set token_version = 1 where id = 1`);
    await deps.bus.publish({
      channel: TOKEN_VERSION_CHANNEL,
      event: `${TOKEN_VERSION_CHANNEL}/changed`,
      author: null,
      payload: { account_id: 1, version: 1 },
    });
    expect(await closed).toBe(TOKEN_EXPIRED_CLOSE);
    const res = await get('/api/person/1', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    // public calls ignore the stale token instead of refusing it
    expect((await get('/api/modules', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await expect(open(token)).rejects.toThrow(`closed ${TOKEN_EXPIRED_CLOSE}`);
    await deps.db.db.execute(sql`update identity.account_token_versions set token_version = 0 where id = 1`);
    await deps.bus.publish({
      channel: TOKEN_VERSION_CHANNEL,
      event: `${TOKEN_VERSION_CHANNEL}/changed`,
      author: null,
      payload: { account_id: 1, version: 0 },
    });
  });

  const lockEvent = (request: number) => ({
    channel: channels.requestLocking(1),
    event: `${channels.requestLocking(1)}/changed`,
    author: 'alice',
    payload: { action: 'block', request },
  });

  it('delivers an event of the bus to a subscribed user of the pool, with its author', async () => {
    const bob = await open(await testToken(deps, { username: 'bob', pool_id: 1, profile_id: 2, view_entire_pool: true }));
    const channel = channels.requestLocking(1);
    bob.send(JSON.stringify({ type: 'subscribe', channel }));
    expect(await nextMessage(bob)).toEqual({ type: 'subscribed', channel });
    const received = nextMessage(bob);
    await deps.bus.publish(lockEvent(12));
    expect(await received).toEqual({ type: 'event', ...lockEvent(12) });
    bob.close();
  });

  it('closes a socket once its token has expired instead of delivering to it', async () => {
    const bob = await open(await testToken(deps, { username: 'bob', pool_id: 1, profile_id: 2, view_entire_pool: true }, 60));
    const channel = channels.requestLocking(1);
    bob.send(JSON.stringify({ type: 'subscribe', channel }));
    expect(await nextMessage(bob)).toEqual({ type: 'subscribed', channel });
    const messages: unknown[] = [];
    bob.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    const closed = new Promise<number>((resolve) => bob.once('close', (code) => resolve(code)));
    deps.clock.advance(61_000);
    try {
      await deps.bus.publish(lockEvent(1));
      expect(await closed).toBe(TOKEN_EXPIRED_CLOSE);
      expect(messages).toEqual([]);
    } finally {
      deps.clock.advance(-61_000);
    }
  });

  it('delivers a request event only to who it concerns: the whole pool, its branches, its substitutes; never the audience itself', async () => {
    const channel = channels.requestChanged(1);
    const sockets = {
      planner: await open(await testToken(deps, { username: 'p', profile_id: 11, view_entire_pool: true })),
      school: await open(await testToken(deps, { username: 's', profile_id: 12, branch_id: 5 })),
      substitute: await open(await testToken(deps, { username: 'v', profile_id: 13, person_id: 42 })),
    };
    const heard: Record<string, number[]> = { planner: [], school: [], substitute: [] };
    for (const [name, ws] of Object.entries(sockets)) {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      expect(await nextMessage(ws)).toEqual({ type: 'subscribed', channel });
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        expect(message).not.toHaveProperty('audience');
        heard[name]!.push(message.payload.id);
      });
    }
    const publish = (id: number, audience?: { branches: number[]; persons: number[] }) =>
      deps.bus.publish({
        channel,
        event: `${channel}/changed`,
        author: 'x',
        payload: { id, action: 'updated' },
        ...(audience ? { audience } : {}),
      });
    await publish(1, { branches: [5, 1], persons: [] }); // the school's own request (5 under board 1)
    await publish(2, { branches: [6, 1], persons: [7] }); // another school's, another substitute planned
    await publish(3, { branches: [6, 1], persons: [42] }); // another school's, our substitute offered
    await publish(4); // no audience on a request channel: only who views the entire pool
    await publish(5, { branches: [5], persons: [42] }); // the last one reaches all three
    await until(() => Object.values(heard).every((ids) => ids.includes(5)));
    expect(heard).toEqual({ planner: [1, 2, 3, 4, 5], school: [1, 5], substitute: [3, 5] });
    for (const ws of Object.values(sockets)) ws.close();
  });

  it("refuses another pool's channel and another profile's channel; a client publishes nothing, whatever its rights", async () => {
    const ws = await open(await testToken(deps, { pool_id: 1, profile_id: 7, allow: [ExtraPermission.REQUEST_LOCK] }));
    for (const channel of [channels.requestLocking(2), channels.profileInvitation(1, 8)]) {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      expect(await nextMessage(ws)).toMatchObject({ type: 'error', message: 'channel not allowed' });
    }
    ws.send(JSON.stringify({ type: 'subscribe', channel: channels.profileInvitation(1, 7) }));
    expect(await nextMessage(ws)).toMatchObject({ type: 'subscribed' });
    // a lock message comes only from the lock calls, built from the lock row: one sent by a client ends its socket
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'publish', channel: channels.requestLocking(1), payload: { action: 'block' } }));
    expect(await closed).toBe(CLOSE_MALFORMED);
  });
});

describe('JSON bodies at the gateway', () => {
  it('refuses a JSON body announced over 1 MB with 413 before a service reads it, never a 500', async () => {
    const res = await get('/api/person', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ last_name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).meta.messages[0].message).toBe('The request body is too large.');
  });

  it("refuses its own endpoint's body nested too deep or holding a control character with 422", async () => {
    const post = (raw: string) => get('/api/client-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    const deep = await post(`{"message":"x","stack":${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
    expect([deep.status, (await deep.json()).meta.errors]).toEqual([
      422,
      { _: ['The request body may not be nested more than 64 levels deep.'] },
    ]);
    const control = await post(JSON.stringify({ message: 'a\u0000b' }));
    expect([control.status, (await control.json()).meta.errors]).toEqual([
      422,
      { message: ['This field may not contain control characters.'] },
    ]);
  });
});

describe('rate limit', () => {
  it('answers calls over the limit 429 in the envelope with the limit message', async () => {
    const limited = await startTestServer(gatewayFor({}, 2));
    try {
      // a client that names another address per call is still one client: forwarded headers count only from trusted proxies
      expect((await limited.call('GET', '/api/modules', { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(200);
      expect((await limited.call('GET', '/api/modules', { headers: { 'x-forwarded-for': '203.0.113.2' } })).status).toBe(200);
      const res = await limited.call('GET', '/api/modules', { headers: { 'x-forwarded-for': '203.0.113.3' } });
      expect(res.status).toBe(429);
      expect(res.body.meta.messages[0].message).toBe('Too many attempts. Please wait a moment and try again.');
      expect(res.headers.get(VERSION_HEADER)).toBe(VERSION);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit per account', () => {
  it('gives each signed-in account behind one address its own allowance; calls without a token count by address', async () => {
    const limited = await startTestServer(gatewayFor({}, 2));
    try {
      const planner = await testToken(deps, { username: 'planner' });
      const school = await testToken(deps, { username: 'school' });
      const call = (token?: string) => limited.call('GET', '/api/modules', token ? { token } : {});
      // every call comes from the same address (the test's loopback): a school's planners behind one NAT
      expect([(await call(planner)).status, (await call(planner)).status, (await call(planner)).status]).toEqual([200, 200, 429]);
      expect([(await call(school)).status, (await call(school)).status]).toEqual([200, 200]);
      expect([(await call()).status, (await call()).status, (await call()).status]).toEqual([200, 200, 429]);
      // a token that does not verify names no account: it counts against the address, now spent
      expect((await call(`${planner.slice(0, -4)}AAAA`)).status).toBe(429);
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

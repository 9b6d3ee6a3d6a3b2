import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLog, createTokenService, systemClock } from '@app/service-kit';
import { startTestServer, type TestServer } from '@app/service-kit/testing';
import { createGatewayApp } from './gateway-app';

/**
 * Where pages send their error reports is the operator's choice: CLIENT_ERROR_URL
 * names a collector (an absolute address) and the page's CSP lets it connect there; without it
 * the gateway's own endpoint takes the reports.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-errors-'));
fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ modules: {} }));

const gateway = (clientErrorUrl?: string) =>
  startTestServer(
    createGatewayApp({
      version: 'v0.0.0-test',
      tokens: createTokenService('client-errors-test-secret-0123456789abcdef'),
      clock: systemClock,
      log: createLog('client-errors-test', 'silent'),
      registryFile: path.join(dir, 'registry.json'),
      staticDir: dir,
      targets: {},
      rateLimitPerMinute: 1_000,
      clientErrorUrl,
    }),
  );

const connectSrc = (server: TestServer) =>
  server.call('GET', '/api/client-config').then((res) => ({
    body: res.body as { data: { error_url: string } },
    connect: /connect-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1],
  }));

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

it("tells the page a collector on another host and lets the page's CSP connect to that origin only", async () => {
  const server = await gateway('https://errors.example.net:8443/collect?app=invalpool');
  servers.push(server);
  const { body, connect } = await connectSrc(server);
  expect(body.data).toEqual({ error_url: 'https://errors.example.net:8443/collect?app=invalpool' });
  expect(connect).toBe("'self' ws: wss: https://errors.example.net:8443");
});

it("sends reports to the gateway's own endpoint when nothing is configured", async () => {
  const server = await gateway();
  servers.push(server);
  const { body, connect } = await connectSrc(server);
  expect(body.data).toEqual({ error_url: '/api/client-errors' });
  expect(connect).toBe("'self' ws: wss:");
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { WebSocketServer } from 'ws';
import WebSocket from 'ws';

/**
 * deploy/nginx/static.conf.template, as the static image runs it: `nginx -t` accepts it, and a real
 * nginx on a high port serves a build tree with the cache headers the runbooks promise, while /api,
 * /ws and page navigations reach a stand-in gateway.
 */
const TEMPLATE = path.resolve(__dirname, '../nginx/static.conf.template');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

let dir: string;
let nginx: ChildProcess;
let gateway: http.Server;
let base: string;
const seenByGateway: { url: string; headers: http.IncomingHttpHeaders }[] = [];

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-static-'));
  fs.chmodSync(dir, 0o755);
  const root = path.join(dir, 'html');
  const chunk = 'console.log("a chunk of mfe_dashboard 1.1.0");'.repeat(100);
  write(path.join(root, 'index.html'), '<!doctype html><title>Invalpool</title>');
  write(path.join(root, 'shell.json'), JSON.stringify({ name: 'shell', version: '1.0.0', shared: {} }));
  write(path.join(root, 'main.0a1b2c3d.js'), 'console.log("shell")');
  const build = path.join(root, 'modules', 'mfe_dashboard', '1.1.0');
  for (const file of ['mf-manifest.json', 'module.json']) write(path.join(build, file), '{}');
  write(path.join(build, 'remoteEntry.js'), 'var mfe_dashboard;');
  write(path.join(build, '412.9f8e7d6c.js'), chunk);
  write(path.join(build, '412.9f8e7d6c.js.gz'), zlib.gzipSync(chunk));

  gateway = http.createServer((req, res) => {
    seenByGateway.push({ url: req.url ?? '', headers: req.headers });
    // read the whole body first, as the real gateway does: answering an upload before it is read
    // makes the socket reset under nginx's streaming (a 502 now and then)
    req.resume();
    req.on('end', () => {
      // the gateway's own header must not make nginx cache a page
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=600' });
      res.end(`gateway ${req.url}`);
    });
  });
  const sockets = new WebSocketServer({ server: gateway, path: '/ws' });
  sockets.on('connection', (socket) => socket.on('message', (m) => socket.send(`echo ${m.toString()}`)));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;

  const server = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${NGINX_PORT}', `127.0.0.1:${port}`)
    .replaceAll('${STATIC_ROOT}', root)
    .replaceAll('${GATEWAY_URL}', `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
  write(path.join(dir, 'static.conf'), server);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  write(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'static.conf')};
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/shell.json`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise((resolve) => gateway.close(resolve));
});

it('passes nginx -t', () => {
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status).toBe(0);
  expect(check.stderr).toContain('syntax is ok');
  expect(check.stderr).toContain('test is successful');
  expect(check.stderr).not.toContain('[warn]');
});

it('caches a module build for a year by version, and never what says which build to load', async () => {
  const chunk = await fetch(`${base}/modules/mfe_dashboard/1.1.0/412.9f8e7d6c.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  expect(chunk.headers.get('content-encoding')).toBe('gzip');
  for (const file of ['mf-manifest.json', 'module.json', 'remoteEntry.js']) {
    const res = await fetch(`${base}/modules/mfe_dashboard/1.1.0/${file}`);
    expect([file, res.status, res.headers.get('cache-control'), res.headers.get('access-control-allow-origin')]).toEqual([
      file,
      200,
      'no-cache',
      '*',
    ]);
  }
  // a version that was never published is not found, and never handed to the gateway
  expect((await fetch(`${base}/modules/mfe_dashboard/9.9.9/mf-manifest.json`)).status).toBe(404);
  expect(seenByGateway.some((s) => s.url.startsWith('/modules/'))).toBe(false);
});

it("serves the shell's page and shell.json uncached and its hashed scripts for a year", async () => {
  for (const file of ['/index.html', '/shell.json']) expect((await fetch(base + file)).headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${base}/main.0a1b2c3d.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

it('hands /api and page navigations to the gateway with its own request id, pages uncached', async () => {
  const page = await fetch(`${base}/request/12/summary`, { headers: { 'x-request-id': 'chosen-by-client' } });
  expect(await page.text()).toBe('gateway /request/12/summary');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const api = await fetch(`${base}/api/person?page=2`);
  expect(await api.text()).toBe('gateway /api/person?page=2');
  const [forPage, forApi] = seenByGateway.slice(-2);
  expect(forPage!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(forApi!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(forApi!.headers['x-request-id']).not.toBe(forPage!.headers['x-request-id']);
  expect(forApi!.headers['x-forwarded-for']).toBe('127.0.0.1');
});

it('lets uploads of documents and avatars through up to 10 MB, other calls up to 2 MB', async () => {
  const body = Buffer.alloc(5 * 1024 * 1024);
  expect((await fetch(`${base}/api/person/7/document`, { method: 'POST', body })).status).toBe(200);
  expect((await fetch(`${base}/api/branch/3/document`, { method: 'POST', body })).status).toBe(200);
  expect((await fetch(`${base}/api/person/7/image`, { method: 'POST', body })).status).toBe(200);
  expect((await fetch(`${base}/api/person`, { method: 'POST', body })).status).toBe(413);
});

it('carries the websocket through to the gateway', async () => {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  const answer = await new Promise<string>((resolve, reject) => {
    socket.on('open', () => socket.send('ping'));
    socket.on('message', (m) => resolve(m.toString()));
    socket.on('error', reject);
  });
  socket.terminate();
  expect(answer).toBe('echo ping');
});

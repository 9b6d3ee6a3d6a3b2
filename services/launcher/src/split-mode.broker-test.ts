import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';

/**
 * Split mode, proven (issue 15, item 3): every service in its own process on the PostgreSQL server
 * (a fresh database), two gateway replicas on their own ports, realtime through Redis and then
 * through NATS. A socket on either replica hears what is published through the other, and what a
 * service publishes reaches both; a service killed with SIGKILL in the middle of a burst of writes
 * comes back, and every write that was answered 2xx is in the database. Runs in CI with the
 * machine's PostgreSQL, Redis and NATS (`npm run test:brokers`).
 */
const ROOT = path.resolve(__dirname, '../../..');
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUN = crypto.randomBytes(4).toString('hex');
const DATABASE = `split_${RUN}`;
const ROLE_PREFIX = `split_${RUN}`;
const SERVICES = ['identity', 'masterdata', 'staffing', 'reports', 'notify'] as const;
const PASSWORD = 'Welkom#2025';

const databaseUrl = () => {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const common = () => ({
  ...process.env,
  DATABASE_URL: databaseUrl(),
  DATABASE_ROLE_PREFIX: ROLE_PREFIX,
  JWT_SECRET: 'split-mode-secret-split-mode-secret-0123456789',
  SSO_SECRET_KEY: 'split-mode-sso-key-split-mode-sso-key-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000',
  OUTBOX_POLL_MS: '60000',
  LOG_LEVEL: 'warn',
});

interface Proc {
  target: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

const running = new Set<Proc>();

/** One launcher process with one target, as deploy/README.md runs it; resolves once it serves and is ready. */
async function launch(target: string, env: Record<string, string>, port = 0): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/launcher/src/main.ts'), `--target=${target}`], {
    cwd: ROOT,
    env: { ...common(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const proc: Proc = { target, port, child, output };
  running.add(proc);
  child.once('exit', () => running.delete(proc));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${target} did not start:\n${output.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /running at http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (found) {
        clearTimeout(timer);
        proc.port = Number(found[1]);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code}:\n${output.join('')}`)));
  });
  const ready = await fetch(`http://127.0.0.1:${proc.port}/readyz`);
  expect(ready.status).toBe(200);
  return proc;
}

function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
  proc.child.kill(signal);
  return exited;
}

const serviceUrls = (procs: Proc[]) => procs.map((p) => `${p.target}=http://127.0.0.1:${p.port}`).join(',');

async function post(base: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null,
    headers: res.headers,
  };
}

/** The admin of the demo pool, signed in through a gateway. */
async function signIn(base: string): Promise<{ token: string; poolId: number }> {
  const credentials = { username: 'admin', password: PASSWORD };
  const pools = (await post(base, '/auth/pool', credentials)).body!.data as unknown as { id: number; url: string }[];
  const pool = pools.find((p) => p.url === 'demo')!;
  const profiles = (await post(base, `/auth/pool/${pool.id}/profile`, credentials)).body!.data!.profiles as { id: number }[];
  const login = await post(base, '/login_check', { ...credentials, pool: pool.id, profile: profiles[0]!.id });
  return { token: login.body!.data!.token as string, poolId: pool.id };
}

interface Listener {
  socket: WebSocket;
  events: { channel: string; payload: unknown }[];
}

/** A signed-in websocket on one gateway, subscribed to the channels. */
async function listen(gateway: Proc, token: string, channels: string[]): Promise<Listener> {
  const socket = new WebSocket(`ws://127.0.0.1:${gateway.port}/ws`);
  const events: Listener['events'] = [];
  await new Promise<void>((resolve, reject) => {
    let pending = channels.length;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; channel: string; payload: unknown };
      if (message.type === 'authenticated') for (const channel of channels) socket.send(JSON.stringify({ type: 'subscribe', channel }));
      if (message.type === 'subscribed' && --pending === 0) resolve();
      if (message.type === 'event') events.push({ channel: message.channel, payload: message.payload });
    });
  });
  return { socket, events };
}

async function heard(listener: Listener, match: (e: Listener['events'][number]) => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (listener.events.some(match)) return;
  throw new Error(`not heard within ${ms} ms: ${JSON.stringify(listener.events)}`);
}

/** Sockets on both replicas; each replica's client publishes the lock switch, a service publishes a list change. */
async function crossReplicaRealtime(gatewayA: Proc, gatewayB: Proc, token: string, poolId: number, bus: string) {
  const locking = `pool/${poolId}/request/locking`;
  const labelGroups = `pool/${poolId}/label-group`;
  const onA = await listen(gatewayA, token, [locking, labelGroups]);
  const onB = await listen(gatewayB, token, [locking, labelGroups]);
  try {
    onA.socket.send(JSON.stringify({ type: 'publish', channel: locking, payload: { from: 'A', bus } }));
    await heard(onB, (e) => e.channel === locking && (e.payload as { from?: string }).from === 'A');
    onB.socket.send(JSON.stringify({ type: 'publish', channel: locking, payload: { from: 'B', bus } }));
    await heard(onA, (e) => e.channel === locking && (e.payload as { from?: string }).from === 'B');
    // masterdata, a process of its own, publishes on the bus: both replicas deliver it
    const created = await post(`http://127.0.0.1:${gatewayA.port}`, '/label-group', { name: `Realtime ${bus}` }, token);
    expect(created.status).toBe(201);
    const id = created.body!.data!.id;
    for (const listener of [onA, onB]) await heard(listener, (e) => e.channel === labelGroups && (e.payload as { id?: unknown }).id === id);
  } finally {
    onA.socket.terminate();
    onB.socket.terminate();
  }
}

let owner: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  owner = new pg.Client({ connectionString: databaseUrl() });
  await owner.connect();
  // the migration job: every schema and the demo data, once, before the split processes start
  const migrate = await launch('all', { DEMO_DATA: '1', BUS: 'memory' });
  await stop(migrate);
}, 120_000);

afterAll(async () => {
  await Promise.all([...running].map((p) => stop(p, 'SIGKILL')));
  await owner?.end();
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const roles = await admin.query<{ rolname: string }>(`select rolname from pg_roles where rolname like $1`, [`${ROLE_PREFIX}\\_%`]);
  for (const { rolname } of roles.rows) await admin.query(`DROP ROLE IF EXISTS ${rolname}`);
  await admin.end();
}, 60_000);

it('runs each service alone behind two gateway replicas on Redis: realtime crosses replicas, a request id crosses processes, and a service killed mid-burst loses no answered write', async () => {
  // the schemas are migrated already: the services start side by side
  const services = await Promise.all(
    SERVICES.map((service) => launch(service, { BUS: 'redis', TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'debug' })),
  );
  const gatewayEnv = { BUS: 'redis', SERVICE_URLS: serviceUrls(services) };
  const [gatewayA, gatewayB] = await Promise.all([launch('gateway', gatewayEnv), launch('gateway', gatewayEnv)]);
  expect(gatewayA!.port).not.toBe(gatewayB!.port);
  const a = `http://127.0.0.1:${gatewayA!.port}`;
  const b = `http://127.0.0.1:${gatewayB!.port}`;
  const { token, poolId } = await signIn(a);

  await crossReplicaRealtime(gatewayA!, gatewayB!, token, poolId, 'redis');

  // a request through replica B is logged by masterdata's own process under the id B answered with
  const masterdata = services.find((s) => s.target === 'masterdata')!;
  const traced = await post(b, '/label-group', { name: `Traced ${RUN}` }, token);
  expect(traced.status).toBe(201);
  const requestId = traced.headers.get('x-request-id')!;
  // the process's output arrives through a pipe: give it a moment
  for (let i = 0; i < 100 && !masterdata.output.join('').includes(requestId); i++) await new Promise((r) => setTimeout(r, 50));
  expect(masterdata.output.join('')).toContain(`"req_id":"${requestId}"`);

  // a burst of writes through both replicas; masterdata is killed (SIGKILL) while it runs
  const answered = new Map<number, string>();
  const refused: number[] = [];
  let sent = 0;
  let burst = true;
  const writer = async (base: string) => {
    while (burst) {
      const name = `Burst ${RUN} ${++sent}`;
      const res = await post(base, '/label-group', { name }, token).catch(() => ({ status: 0, body: null }));
      if (res.status === 201) answered.set(res.body!.data!.id as number, name);
      else refused.push(res.status);
    }
  };
  const writers = [a, b, a, b, a, b].map(writer);
  while (answered.size < 40) await new Promise((r) => setTimeout(r, 10));
  await stop(masterdata, 'SIGKILL');
  const answeredAtKill = answered.size;
  await new Promise((r) => setTimeout(r, 500));
  const restarted = await launch('masterdata', { BUS: 'redis', TRUSTED_PROXIES: 'loopback' }, masterdata.port);
  const afterRestart = answered.size;
  while (answered.size < afterRestart + 20) await new Promise((r) => setTimeout(r, 10));
  burst = false;
  await Promise.all(writers);

  // the gateways answered 502 while it was down, never a false success
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((status) => status === 502 || status === 0)).toBe(true);
  expect(answeredAtKill).toBeGreaterThanOrEqual(40);
  const rows = await owner.query<{ id: number; name: string }>(`select id, name from masterdata.label_groups where name like $1`, [
    `Burst ${RUN} %`,
  ]);
  const stored = new Map(rows.rows.map((r) => [r.id, r.name]));
  for (const [id, name] of answered) expect(stored.get(id)).toBe(name);
  await stop(restarted);
  await Promise.all([stop(gatewayA!), stop(gatewayB!), ...services.map((s) => stop(s))]);
}, 240_000);

it('fans realtime out through NATS as well: a client on either replica hears the other, and both hear a service', async () => {
  const [masterdata, identity] = await Promise.all([launch('masterdata', { BUS: 'nats' }), launch('identity', { BUS: 'nats' })]);
  const gatewayEnv = { BUS: 'nats', SERVICE_URLS: serviceUrls([masterdata!, identity!]) };
  const [gatewayA, gatewayB] = await Promise.all([launch('gateway', gatewayEnv), launch('gateway', gatewayEnv)]);
  const { token, poolId } = await signIn(`http://127.0.0.1:${gatewayA!.port}`);
  await crossReplicaRealtime(gatewayA!, gatewayB!, token, poolId, 'nats');
  await Promise.all([gatewayA!, gatewayB!, masterdata!, identity!].map((p) => stop(p)));
}, 120_000);

import crypto from 'node:crypto';
import WebSocket from 'ws';
import { stopProcess, type LauncherProcess } from './testing/launcher-process';
import { createSplitDeployment, type SplitDeployment } from './testing/split-deployment';
import { signIn } from './testing/staffing-load';

/**
 * Split mode, proven: every service in its own process on the PostgreSQL server
 * (a fresh database), two gateway replicas on their own ports, realtime through Redis and then
 * through NATS. A socket on either replica hears what is published through the other, and what a
 * service publishes reaches both; a service killed with SIGKILL in the middle of a burst of writes
 * comes back, and every write that was answered 2xx is in the database. Runs in CI with the
 * machine's PostgreSQL, Redis and NATS (`npm run test:brokers`).
 */
const RUN = crypto.randomBytes(4).toString('hex');
const SERVICES = ['identity', 'masterdata', 'staffing', 'reports', 'notify'] as const;

type Proc = LauncherProcess;
let split: SplitDeployment;
/** One launcher process with one target, as deploy/README.md runs it; resolves once it serves and is ready. */
const launch = (target: string, env: Record<string, string>, port = 0): Promise<Proc> => split.launch(target, env, { port });
const stop = stopProcess;

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

/** The number of a request of the pool, through a gateway. */
async function firstRequest(gateway: Proc, token: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${gateway.port}/api/request?itemsPerPage=25`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: { id: number }[] };
  if (!body.data) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data[0]!.id;
}

async function heard(listener: Listener, match: (e: Listener['events'][number]) => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (listener.events.some(match)) return;
  throw new Error(`not heard within ${ms} ms: ${JSON.stringify(listener.events)}`);
}

/**
 * Sockets on both replicas. A lock taken through one replica (staffing builds the event from the lock
 * row) and released through the other reaches both; a service publishes a list change.
 */
async function crossReplicaRealtime(gatewayA: Proc, gatewayB: Proc, token: string, poolId: number, bus: string) {
  const locking = `pool/${poolId}/request/locking`;
  const labelGroups = `pool/${poolId}/label-group`;
  const onA = await listen(gatewayA, token, [locking, labelGroups]);
  const onB = await listen(gatewayB, token, [locking, labelGroups]);
  try {
    const request = await firstRequest(gatewayA, token);
    expect((await post(`http://127.0.0.1:${gatewayA.port}`, `/request/${request}/lock`, {}, token)).status).toBe(200);
    const lockEvent = (action: string) => (e: Listener['events'][number]) =>
      e.channel === locking &&
      (e.payload as { request?: number; action?: string }).request === request &&
      (e.payload as { action?: string }).action === action;
    for (const listener of [onA, onB]) await heard(listener, lockEvent('block'));
    const released = await fetch(`http://127.0.0.1:${gatewayB.port}/api/request/${request}/lock`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(released.status).toBe(200);
    for (const listener of [onA, onB]) await heard(listener, lockEvent('unblock'));
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

beforeAll(async () => {
  // OUTBOX_POLL_MS: notify's sender is not what this file is about
  split = await createSplitDeployment(`split_${RUN}`, { OUTBOX_POLL_MS: '60000' });
}, 180_000);

afterAll(() => split?.close(), 60_000);

it('runs each service alone behind two gateway replicas on Redis: realtime crosses replicas, a request id crosses processes, and a service killed mid-burst loses no answered write', async () => {
  // the schemas are migrated already: the services start side by side
  const services = await Promise.all(
    SERVICES.map((service) => launch(service, { BUS: 'redis', TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'debug' })),
  );
  const gatewayEnv = { BUS: 'redis', SERVICE_URLS: split.serviceUrls(services) };
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
  const rows = await split.owner.query<{ id: number; name: string }>(`select id, name from masterdata.label_groups where name like $1`, [
    `Burst ${RUN} %`,
  ]);
  const stored = new Map(rows.rows.map((r) => [r.id, r.name]));
  for (const [id, name] of answered) expect(stored.get(id)).toBe(name);
  await stop(restarted);
  await Promise.all([stop(gatewayA!), stop(gatewayB!), ...services.map((s) => stop(s))]);
}, 240_000);

it('fans realtime out through NATS as well: a client on either replica hears the other, and both hear a service', async () => {
  const [masterdata, identity, staffing] = await Promise.all(['masterdata', 'identity', 'staffing'].map((s) => launch(s, { BUS: 'nats' })));
  const gatewayEnv = { BUS: 'nats', SERVICE_URLS: split.serviceUrls([masterdata!, identity!, staffing!]) };
  const [gatewayA, gatewayB] = await Promise.all([launch('gateway', gatewayEnv), launch('gateway', gatewayEnv)]);
  const { token, poolId } = await signIn(`http://127.0.0.1:${gatewayA!.port}`);
  await crossReplicaRealtime(gatewayA!, gatewayB!, token, poolId, 'nats');
  await Promise.all([gatewayA!, gatewayB!, masterdata!, identity!, staffing!].map((p) => stop(p)));
}, 120_000);

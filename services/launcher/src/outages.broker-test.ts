import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  checkReadiness,
  createMemoryBus,
  createNatsBus,
  createRedisBus,
  openDatabase,
  rowsOf,
  type BusEvent,
  type EventBus,
} from '@app/service-kit';
import { freePort, startServer, stopServer } from './testing/broker-server';
import type { ChildProcess } from 'node:child_process';

/**
 * Failover (and 5; the runbooks of deploy/README.md): what a process does when its
 * database connections are cut (a failover, a restart of PostgreSQL) and when its broker is gone for
 * longer than a blip. It must stay up, say "not ready" while the dependency is away, and become ready
 * by itself once it is back, without a restart: liveness never fails, so nothing else would restart it.
 * The brokers here are servers of the test's own (nats-server, redis-server on free ports), so that
 * stopping them touches nothing else on the machine.
 */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** longer than the NATS client's default reconnect budget (10 tries, 2 s apart) */
const LONG_OUTAGE_MS = 26_000;

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await check()) return;
  throw new Error(`${what} not within ${ms} ms`);
}

/** Two replicas on one broker: what one publishes, the other hears. */
async function crossTalk(a: EventBus, b: EventBus, label: string): Promise<void> {
  const heard: BusEvent[] = [];
  const stop = b.subscribe((event) => heard.push(event));
  try {
    const event: BusEvent = {
      channel: 'pool/1/request/changed',
      event: 'pool/1/request/changed/changed',
      author: null,
      payload: { label },
    };
    // the broker is at-most-once and b's subscription reaches it asynchronously, so a's event is
    // published again on every check until b hears one: the test is about the connection, not delivery
    await until(
      `${label} heard`,
      async () => {
        if (heard.some((e) => (e.payload as { label?: string }).label === label)) return true;
        await a.publish(event);
        return false;
      },
      5_000,
    );
  } finally {
    stop();
  }
}

const servers: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
});

/** The broker's outage as a gateway replica lives it: ready, not ready while away, ready again and hearing its peer. */
async function outlive(bus: 'nats' | 'redis', restart: () => Promise<void>, stop: () => Promise<void>, connect: () => Promise<EventBus>) {
  const [a, b] = await Promise.all([connect(), connect()]);
  try {
    await crossTalk(a, b, `${bus} before`);
    await stop();
    await until(`${bus} not ready`, async () => !(await checkReadiness({ db: null, bus: a }, 1_000)).ready, 10_000);
    await new Promise((r) => setTimeout(r, LONG_OUTAGE_MS));
    expect((await checkReadiness({ db: null, bus: a }, 1_000)).checks).toEqual({ bus: 'failed' });
    await restart();
    await until(`${bus} ready again`, async () => (await checkReadiness({ db: null, bus: a }, 1_000)).ready, 20_000);
    await until(`${bus} peer ready again`, async () => (await checkReadiness({ db: null, bus: b }, 1_000)).ready, 20_000);
    await crossTalk(a, b, `${bus} after`);
    await crossTalk(b, a, `${bus} back`);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

it('outlives a NATS outage longer than the client’s default reconnect budget, then is ready and hears its peer', async () => {
  const port = await freePort();
  const args = ['-a', '127.0.0.1', '-p', String(port)];
  let server = await startServer('nats-server', args, port);
  servers.push(server);
  await outlive(
    'nats',
    async () => {
      server = await startServer('nats-server', args, port);
      servers.push(server);
    },
    () => stopServer(server),
    () => createNatsBus(`nats://127.0.0.1:${port}`),
  );
}, 90_000);

it('outlives a Redis outage the same way', async () => {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let server = await startServer('redis-server', args, port);
  servers.push(server);
  await outlive(
    'redis',
    async () => {
      server = await startServer('redis-server', args, port);
      servers.push(server);
    },
    () => stopServer(server),
    () => createRedisBus(`redis://127.0.0.1:${port}`),
  );
}, 90_000);

it('stays up when the database server cuts its connections, and the next query opens new ones', async () => {
  const name = `outage_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  const bus = createMemoryBus();
  try {
    // idle connections in the pool, as between two requests
    await Promise.all([1, 2, 3].map(() => db.withSystem((tx) => tx.execute(sql`select pg_sleep(0.05)`))));
    expect(await checkReadiness({ db, bus })).toEqual({ ready: true, checks: { database: 'ok', bus: 'ok' } });
    // what a failover or a restart of the server does to every open connection
    const cut = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
    expect(cut.rowCount).toBeGreaterThanOrEqual(1);
    // the pool hears of each lost connection; without a listener that would end the process
    await new Promise((r) => setTimeout(r, 500));
    expect(await checkReadiness({ db, bus })).toEqual({ ready: true, checks: { database: 'ok', bus: 'ok' } });
    const [row] = await db.withSystem((tx) => rowsOf<{ answer: number }>(tx, sql`select 41 + 1 as answer`));
    expect(row).toEqual({ answer: 42 });
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

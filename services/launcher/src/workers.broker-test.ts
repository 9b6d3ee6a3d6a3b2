import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { LauncherProcess } from './testing/launcher-process';
import { createSplitDeployment, type SplitDeployment } from './testing/split-deployment';

/**
 * WORKERS=2 (ADR 0209): two worker processes serve one port on one database and one Redis; the
 * rate limit counts across them, and a worker that dies is replaced while the port keeps answering.
 */
const RUN = crypto.randomBytes(4).toString('hex');
const LIMIT = 20;

let split: SplitDeployment;
let group: LauncherProcess;

const workerPids = (): number[] =>
  fs.readFileSync(`/proc/${group.child.pid}/task/${group.child.pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);

/**
 * A call on a new connection (the primary hands connections to the workers in turn, so calls on
 * new connections alternate between them), from `address` as the trusted proxy tells it.
 */
const callFrom = (address: string, path = '/api/health') =>
  new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: group.port, path, agent: false, headers: { 'x-forwarded-for': address } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${path} in 10 s`)));
    req.once('error', reject);
  });

beforeAll(async () => {
  split = await createSplitDeployment(`workers_${RUN}`, { OUTBOX_POLL_MS: '60000' });
  group = await split.launch('all', {
    BUS: 'redis',
    WORKERS: '2',
    TRUSTED_PROXIES: 'loopback',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
}, 240_000);

afterAll(async () => {
  await split?.close();
}, 60_000);

it('serves the port from two worker processes', () => {
  expect(group.output.join('')).toContain('(2 workers)');
  expect(workerPids()).toHaveLength(2);
});

it('counts one rate limit across the workers: of 30 calls from one address, exactly 20 pass', async () => {
  // an address no other test uses: the limit's count lives in the shared Redis
  const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 10; i++) statuses.push(await callFrom(address));
  // counted per worker, 15 calls each would all pass
  expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

it('replaces a worker that dies within seconds, and both serve again', async () => {
  const [victim, survivor] = workerPids();
  process.kill(victim!, 'SIGKILL');
  const killed = Date.now();
  let pids = workerPids();
  while ((pids.length < 2 || pids.includes(victim!)) && Date.now() - killed < 30_000) {
    await new Promise((r) => setTimeout(r, 100));
    pids = workerPids();
  }
  expect(pids).toHaveLength(2);
  expect(pids).toContain(survivor);
  expect(pids).not.toContain(victim);
  expect(Date.now() - killed).toBeLessThan(10_000);
  // the new worker listens a moment after it starts: then every new connection is answered
  await new Promise((r) => setTimeout(r, 3_000));
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push(await callFrom(`10.255.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`, '/livez'));
  expect(statuses).toEqual(Array(10).fill(200));
}, 90_000);

/**
 * `npx tsx bench/load.ts`: API p50/p95/p99 under load (autocannon) for login, a trivial signed-in
 * call, the person list, the request list and matching, and a websocket broadcast to 2,000 clients,
 * against the embedded product on a fresh data folder; one table at the end. A call whose route is
 * not built yet says so instead of a figure.
 * `npx tsx bench/load.ts --database-url=postgres://postgres@127.0.0.1:5432/postgres`: the same calls
 * also on PostgreSQL, in a fresh database the bench creates on that server (and drops after), one
 * process with the demo data; both tables are printed, PGlite first (`--only=postgres`: the server's alone).
 * `npx tsx bench/load.ts --soak=3600`: an hour of mixed traffic, then the process's memory at the
 * start and the end (budget: at most 10% growth).
 * `--workers=N` runs the PostgreSQL product as N worker processes (WORKERS=N, BUS=redis: the machine's
 * Redis at REDIS_URL), the server CPU column then counting all of them.
 * Options: --seconds=N per API call (default 10), --connections=N (default 10), --clients=N (2000),
 * --port=N (default 7300).
 */
import os from 'node:os';
import { answer, loadApi, type ApiCall, type ApiFigures } from './load-api';
import { cpuMillis, freshServerDatabase, signIn, startProduct, type Product } from './load-product';
import { soak } from './load-soak';
import { loadBroadcast } from './load-ws';

const option = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const arg = (name: string, fallback: number): number => {
  const found = option(name);
  return found ? Number(found) : fallback;
};

const WS_BUDGET_SHARE = 0.95;
const SOAK_BUDGET_GROWTH = 0.1;
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')).join('\n');
}

/** Matching for the first request of the list with open dayparts, once staffing answers it. */
async function matchingCall(base: string, requestList: string, token: string): Promise<ApiCall | { name: string; missing: string }> {
  const list = await answer(base, requestList, token);
  const open = ((list.body as { data?: { id: number; open_dayparts: number }[] } | null)?.data ?? []).find((r) => r.open_dayparts > 0);
  if (!open) return { name: 'matching', missing: 'no request with open dayparts in the demo data' };
  const path = `/api/request/${open.id}/matching`;
  const { status } = await answer(base, path, token);
  if (status === 404) return { name: 'matching', missing: 'not built' };
  if (status !== 200) return { name: 'matching', missing: `GET ${path} answers ${status}` };
  return { name: `matching (GET /api/request/:id/matching, ${open.open_dayparts} open dayparts)`, method: 'GET', path, token };
}

/** The API calls under load against one running product: one table's rows. */
async function apiRows(product: Product, options: { connections: number; seconds: number }): Promise<string[][]> {
  const base = product.url;
  const planner = await signIn(base, 'planner');
  const requestList = '/api/request?page=1&itemsPerPage=25';
  const calls: (ApiCall | { name: string; missing: string })[] = [
    { name: 'login (POST /api/login_check)', method: 'POST', path: '/api/login_check', body: planner.loginBody },
    { name: 'signed-in call (GET /api/auth/current-profile)', method: 'GET', path: '/api/auth/current-profile', token: planner.token },
    { name: 'person list (GET /api/person, 25 rows)', method: 'GET', path: '/api/person?page=1&itemsPerPage=25', token: planner.token },
    (await answer(base, requestList, planner.token)).status === 200
      ? { name: 'request list (GET /api/request, 25 rows)', method: 'GET', path: requestList, token: planner.token }
      : { name: 'request list (GET /api/request)', missing: 'not built' },
    await matchingCall(base, requestList, planner.token),
  ];
  const rows = [['call', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'server CPU ms/call']];
  for (const call of calls) {
    if ('missing' in call) {
      rows.push([call.name, call.missing, '', '', '', '', '', '']);
      continue;
    }
    const cpuBefore = cpuMillis(product.pid);
    const f: ApiFigures = await loadApi(base, call, options);
    const cpu = (cpuMillis(product.pid) - cpuBefore) / f.requests;
    rows.push([f.name, String(f.requests), f.perSecond.toFixed(0), ms(f.p50), ms(f.p95), ms(f.p99), String(f.failed), ms(cpu)]);
  }
  return rows;
}

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

async function loadRun(port: number) {
  const seconds = arg('seconds', 10);
  const connections = arg('connections', 10);
  const clients = arg('clients', 2000);
  const databaseUrl = option('database-url');
  // --only=postgres skips the embedded run (and the websocket broadcast) when only the server's figures are wanted
  if (databaseUrl && option('only') === 'postgres') return serverRun(port, databaseUrl, { connections, seconds });
  const product = await startProduct(port);
  try {
    const planner = await signIn(product.url, 'planner');
    const requestList = '/api/request?page=1&itemsPerPage=25';
    const before = loadAverage();
    const rows = await apiRows(product, { connections, seconds });
    console.log(
      `\nAPI under load: ${connections} connections, ${seconds} s per call, one process (PGlite, demo data), load average ${before} -> ${loadAverage()}`,
    );
    console.log(table(rows));
    const firstRequest = ((await answer(product.url, requestList, planner.token)).body as { data: { id: number }[] }).data[0]!;
    const ws = await loadBroadcast(product.url, planner, firstRequest.id, clients);
    console.log(`\nwebsocket broadcast: ${ws.clients} clients subscribed to one channel, ${ws.rounds} events`);
    console.log(
      table([
        ['deliveries', 'missed', 'p50 ms', 'p95 ms', 'max ms', 'within 200 ms', 'budget'],
        [
          String(ws.deliveries),
          String(ws.missed),
          ms(ws.p50),
          ms(ws.p95),
          ms(ws.max),
          `${(ws.within200 * 100).toFixed(1)}%`,
          `95% within 200 ms ${ws.within200 >= WS_BUDGET_SHARE ? 'OK' : 'OVER BUDGET'}`,
        ],
      ]),
    );
  } finally {
    await product.stop();
  }
  if (databaseUrl) await serverRun(port, databaseUrl, { connections, seconds });
}

/** The same API calls on PostgreSQL: a fresh database on the server of `url`, the demo data loaded on start. */
async function serverRun(port: number, url: string, options: { connections: number; seconds: number }) {
  const database = await freshServerDatabase(url);
  const workers = arg('workers', 1);
  try {
    const product = await startProduct(port, workers > 1 ? { ...database.env, WORKERS: String(workers), BUS: 'redis' } : database.env);
    try {
      const before = loadAverage();
      const rows = await apiRows(product, options);
      console.log(
        `\nAPI under load: ${options.connections} connections, ${options.seconds} s per call, ${workers > 1 ? `${workers} worker processes` : 'one process'} (PostgreSQL ${database.name}, demo data), load average ${before} -> ${loadAverage()}`,
      );
      console.log(table(rows));
    } finally {
      await product.stop();
    }
  } finally {
    await database.drop();
  }
}

async function soakRun(port: number, seconds: number) {
  const product = await startProduct(port);
  try {
    console.log(
      `soak: ${seconds} s of mixed traffic (person lists, registry, login, health, the shell's page; websockets coming and going)`,
    );
    const f = await soak(product, seconds, (line) => console.log(line));
    console.log(
      `\n${table([
        ['seconds', 'calls', 'failed', 'sockets', 'rss cold', 'rss start (after 60 s)', 'rss end', 'rss peak', 'growth', 'budget'],
        [
          String(f.seconds),
          String(f.requests),
          String(f.failed),
          String(f.sockets),
          MiB(f.cold),
          MiB(f.start),
          MiB(f.end),
          MiB(f.peak),
          `${(f.growth * 100).toFixed(1)}%`,
          `at most 10% ${f.growth <= SOAK_BUDGET_GROWTH ? 'OK' : 'OVER BUDGET'}`,
        ],
      ])}`,
    );
  } finally {
    await product.stop();
  }
}

export async function benchLoad(): Promise<void> {
  const port = arg('port', 7300);
  const soakSeconds = arg('soak', 0);
  if (soakSeconds > 0) await soakRun(port, soakSeconds);
  else await loadRun(port);
}

if (require.main === module)
  benchLoad().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );

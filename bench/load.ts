/**
 * `npx tsx bench/load.ts`: API p50/p95/p99 under load (autocannon) for login, the person list, the
 * request list and matching, and a websocket broadcast to 2,000 clients, against the embedded product
 * on a fresh data folder; one table at the end. A call whose route is not built yet says so instead
 * of a figure.
 * `npx tsx bench/load.ts --soak=3600`: an hour of mixed traffic, then the process's memory at the
 * start and the end (budget: at most 10% growth).
 * Options: --seconds=N per API call (default 10), --connections=N (default 10), --clients=N (2000),
 * --port=N (default 7300).
 */
import { answer, loadApi, type ApiCall, type ApiFigures } from './load-api';
import { signIn, startProduct } from './load-product';
import { soak } from './load-soak';
import { loadBroadcast } from './load-ws';

const arg = (name: string, fallback: number): number => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
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

async function loadRun(port: number) {
  const seconds = arg('seconds', 10);
  const connections = arg('connections', 10);
  const clients = arg('clients', 2000);
  const product = await startProduct(port);
  try {
    const planner = await signIn(product.url, 'planner');
    const requestList = '/api/request?page=1&itemsPerPage=25';
    const calls: (ApiCall | { name: string; missing: string })[] = [
      { name: 'login (POST /api/login_check)', method: 'POST', path: '/api/login_check', body: planner.loginBody },
      { name: 'person list (GET /api/person, 25 rows)', method: 'GET', path: '/api/person?page=1&itemsPerPage=25', token: planner.token },
      (await answer(product.url, requestList, planner.token)).status === 200
        ? { name: 'request list (GET /api/request, 25 rows)', method: 'GET', path: requestList, token: planner.token }
        : { name: 'request list (GET /api/request)', missing: 'not built' },
      await matchingCall(product.url, requestList, planner.token),
    ];
    const rows = [['call', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed']];
    for (const call of calls) {
      if ('missing' in call) {
        rows.push([call.name, call.missing, '', '', '', '', '']);
        continue;
      }
      const f: ApiFigures = await loadApi(product.url, call, { connections, seconds });
      rows.push([f.name, String(f.requests), f.perSecond.toFixed(0), ms(f.p50), ms(f.p95), ms(f.p99), String(f.failed)]);
    }
    const firstRequest = ((await answer(product.url, requestList, planner.token)).body as { data: { id: number }[] }).data[0]!;
    const ws = await loadBroadcast(product.url, planner, firstRequest.id, clients);
    console.log(`\nAPI under load: ${connections} connections, ${seconds} s per call, embedded process (PGlite, demo data)`);
    console.log(table(rows));
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

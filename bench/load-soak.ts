/**
 * Endurance: mixed traffic against the embedded process for a long time, at a modest steady rate (the
 * machine is shared), while websocket clients come and go; the process's resident memory is read
 * every 10 s. The start figure is taken after a minute of the same traffic (code compiled, caches and
 * pools filled), the end figure over the last three samples; growth beyond 10% fails the budget.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { percentile, residentBytes, signIn, type Product } from './load-product';

export interface SoakFigures {
  seconds: number;
  requests: number;
  failed: number;
  sockets: number;
  cold: number;
  start: number;
  end: number;
  peak: number;
  growth: number;
}

const WARM_UP_S = 60;
/** autocannon runs this long at a time; the token is renewed between runs (it lives an hour) */
const CHUNK_S = 300;
const RATE_PER_S = 40;

function churnSockets(base: string, token: () => string, poolId: number) {
  let opened = 0;
  const wsUrl = `${base.replace(/^http/, 'ws')}/ws`;
  const timer = setInterval(() => {
    const socket = new WebSocket(wsUrl);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: token() })));
    socket.on('message', (raw) => {
      const type = (JSON.parse(raw.toString()) as { type: string }).type;
      if (type === 'authenticated') socket.send(JSON.stringify({ type: 'subscribe', channel: `pool/${poolId}/request/locking` }));
      if (type === 'subscribed') {
        opened++;
        setTimeout(() => socket.close(), 2_000);
      }
    });
    socket.on('error', () => socket.terminate());
  }, 500);
  return { stop: () => clearInterval(timer), opened: () => opened };
}

export async function soak(product: Product, seconds: number, log: (line: string) => void): Promise<SoakFigures> {
  const cold = residentBytes(product.pid);
  let session = await signIn(product.url, 'planner');
  const sockets = churnSockets(product.url, () => session.token, session.poolId);
  const samples: { at: number; rss: number }[] = [];
  const began = performance.now();
  const sampler = setInterval(() => samples.push({ at: (performance.now() - began) / 1000, rss: residentBytes(product.pid) }), 10_000);
  let requests = 0;
  let failed = 0;
  try {
    for (let elapsed = 0; elapsed < seconds; elapsed += CHUNK_S) {
      const duration = Math.min(CHUNK_S, seconds - elapsed);
      const auth = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
      const result = await autocannon({
        url: product.url,
        connections: 4,
        overallRate: RATE_PER_S,
        duration,
        requests: [
          { method: 'GET', path: '/api/person?page=1&itemsPerPage=25', headers: auth },
          { method: 'GET', path: '/api/modules', headers: auth },
          {
            method: 'POST',
            path: '/api/login_check',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(session.loginBody),
          },
          { method: 'GET', path: '/api/person?page=2&itemsPerPage=25&sortBy[column]=full_name&sortBy[order]=desc', headers: auth },
          { method: 'GET', path: '/api/health', headers: auth },
          { method: 'GET', path: '/dashboard' },
        ],
      });
      requests += result.requests.total;
      failed += result.non2xx + result.errors + result.timeouts;
      const rss = residentBytes(product.pid);
      log(
        `  soak ${Math.round(elapsed + duration)} s of ${seconds}: ${result.requests.total} calls, rss ${(rss / 2 ** 20).toFixed(0)} MiB`,
      );
      session = await signIn(product.url, 'planner');
    }
  } finally {
    clearInterval(sampler);
    sockets.stop();
  }
  const warm = samples.filter((s) => s.at >= WARM_UP_S).map((s) => s.rss);
  if (warm.length < 6) throw new Error(`a soak needs at least ${WARM_UP_S + 60} s to compare memory`);
  const start = percentile(
    [...warm.slice(0, 3)].sort((a, b) => a - b),
    50,
  );
  const end = percentile(
    [...warm.slice(-3)].sort((a, b) => a - b),
    50,
  );
  return {
    seconds,
    requests,
    failed,
    sockets: sockets.opened(),
    cold,
    start,
    end,
    peak: Math.max(...samples.map((s) => s.rss)),
    growth: (end - start) / start,
  };
}

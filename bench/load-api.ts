/**
 * API latency under load: autocannon keeps a number of connections busy against one call for a
 * while; every response's time is kept, so p50, p95 and p99 are exact over the run.
 */
import autocannon from 'autocannon';
import { percentile } from './load-product';

export interface ApiCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export interface ApiFigures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** answers other than 2xx, and failed connections */
  failed: number;
}

export async function loadApi(base: string, call: ApiCall, options: { connections: number; seconds: number }): Promise<ApiFigures> {
  const times: number[] = [];
  let failed = 0;
  const run: autocannon.Options = {
    url: base + call.path,
    method: call.method,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      'content-type': 'application/json',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(run, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) failed++;
    });
  });
  times.sort((a, b) => a - b);
  return {
    name: call.name,
    requests: times.length,
    perSecond: times.length / options.seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed: failed + result.errors + result.timeouts,
  };
}

/** One call's status and JSON body (null when it has none): whether a route is built, and what it lists. */
export async function answer(base: string, path: string, token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

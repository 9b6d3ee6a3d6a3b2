/**
 * Gateway overhead budget: a proxied /api/health call may be at most 2 ms slower at the
 * median than the same call straight to the service, measured in one run. Starts the identity
 * service alone and a gateway alone (the split, one-target-per-process deployment), both from the
 * launcher, then times alternating calls. Prints figures; it is not a timed test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SERVICE_PORT = 7101;
const GATEWAY_PORT = 7100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

function launch(target: string, port: number, extra: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'services/launcher/src/main.ts'), `--target=${target}`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DEMO_DATA: '0', ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timeGet(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - start) / 1e6) : reject(new Error(`status ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] as number;

export async function benchGatewayOverhead(): Promise<{ direct: number; proxied: number; overhead: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gw-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1234';
  const service = await launch('identity', SERVICE_PORT, { DATA_DIR: path.join(dir, 'pglite'), JWT_SECRET: secret });
  // the rate limiter stays in the path; its limit is raised above the benchmark's call count
  const gateway = await launch('gateway', GATEWAY_PORT, {
    JWT_SECRET: secret,
    SERVICE_URLS: `identity=http://127.0.0.1:${SERVICE_PORT}`,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    for (let i = 0; i < 200; i++) await Promise.all([timeGet(SERVICE_PORT), timeGet(GATEWAY_PORT)]); // warm up
    const direct: number[] = [];
    const proxied: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      direct.push(await timeGet(SERVICE_PORT));
      proxied.push(await timeGet(GATEWAY_PORT));
    }
    const result = { direct: median(direct), proxied: median(proxied), overhead: median(proxied) - median(direct) };
    console.log(`gateway overhead, ${ROUNDS} alternating calls to /api/health`);
    console.log(`  direct  median ${result.direct.toFixed(3)} ms  p95 ${p95(direct).toFixed(3)} ms`);
    console.log(`  proxied median ${result.proxied.toFixed(3)} ms  p95 ${p95(proxied).toFixed(3)} ms`);
    console.log(`  overhead at the median ${result.overhead.toFixed(3)} ms (budget 2 ms) ${result.overhead <= 2 ? 'OK' : 'OVER BUDGET'}`);
    return result;
  } finally {
    gateway.kill('SIGTERM');
    service.kill('SIGTERM');
    agent.destroy();
  }
}

if (require.main === module) void benchGatewayOverhead();

/**
 * The embedded product for the load benchmarks: every service, the gateway and the demo data in one
 * process on a fresh PGlite folder, started with node itself (tsx as a loader), so the process whose
 * memory the soak reads is the server, not a wrapper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(__dirname, '..');
export const PASSWORD = 'Welkom#2025';

export interface Product {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `nodeArgs` go to node before the program, e.g. `--cpu-prof` (NODE_OPTIONS refuses it). */
export async function startProduct(port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Product> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'services/launcher/src/main.ts'), '--target=all'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: path.join(work, 'pglite'),
        LOG_LEVEL: 'warn',
        // the benchmark is one client address: the per-address limit would measure the limiter
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // a product that never started must not hold its port and the CPU for the next run
      child.kill('SIGKILL');
      fs.rmSync(work, { recursive: true, force: true });
      reject(new Error(`the product did not start in 180 s:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(work, { recursive: true, force: true });
      reject(new Error(`the product exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  // warnings and errors stay visible while the benchmark runs
  child.stderr!.removeAllListeners('data');
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    child,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The CPU time a process has used so far in milliseconds, user and system (Linux /proc): per call it
 * tells what the server spends, which a machine shared with other work changes less than req/s.
 */
export function cpuMillis(pid: number): number {
  // with WORKERS the primary's children serve: the CPU of the whole process group counts
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  return children.reduce((sum, child) => sum + ownCpuMillis(child), ownCpuMillis(pid));
}

function ownCpuMillis(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ, 100 on every Linux this runs on (getconf CLK_TCK) */
const CLOCK_TICKS_PER_SECOND = 100;

/** The resident memory of a process in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}

export interface Session {
  token: string;
  poolId: number;
  profileId: number;
  /** the body of POST /api/login_check for this user */
  loginBody: { username: string; password: string; pool: number; profile: number };
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** Signs a demo user in through the public login steps: credentials -> pool -> profile -> token. */
export async function signIn(base: string, username: string, poolUrl = 'demo'): Promise<Session> {
  const credentials = { username, password: PASSWORD };
  const pools = (await post(`${base}/api/auth/pool`, credentials)) as { id: number; url: string }[];
  const pool = pools.find((p) => p.url === poolUrl);
  if (!pool) throw new Error(`${username} has no pool ${poolUrl}`);
  const { profiles } = (await post(`${base}/api/auth/pool/${pool.id}/profile`, credentials)) as { profiles: { id: number }[] };
  const loginBody = { ...credentials, pool: pool.id, profile: profiles[0]!.id };
  const { token } = (await post(`${base}/api/login_check`, loginBody)) as { token: string };
  return { token, poolId: pool.id, profileId: profiles[0]!.id, loginBody };
}

/** Nearest-rank percentile of ascending values. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number) : NaN;

export interface ServerDatabase {
  name: string;
  /** the product's environment for it: the database and its own role prefix */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `url` with runtime roles of its own name (the
 * demo data loads into nothing a test or another run uses), and its removal, roles included, when
 * the bench is done.
 */
export async function freshServerDatabase(url: string): Promise<ServerDatabase> {
  const name = `bench_load_${process.pid}_${Date.now()}`;
  const admin = async (run: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name,
    env: { DATABASE_URL: own.toString(), DATABASE_ROLE_PREFIX: name, DEMO_DATA: '1' },
    drop: () =>
      admin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        const roles = await client.query<{ rolname: string }>('select rolname from pg_roles where rolname like $1', [`${name}\\_%`]);
        for (const { rolname } of roles.rows) await client.query(`drop role if exists ${rolname}`);
      }),
  };
}

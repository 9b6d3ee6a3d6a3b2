import pg from 'pg';
import { launch, runningProcesses, stopProcess, type LauncherProcess } from './launcher-process';

/**
 * The split deployment as deploy/README.md runs it, for the tests that start it as processes
 * (split-mode and the broker outage in `npm run test:brokers`, the fault injection in
 * `npm run test:faults`): a new database on the PostgreSQL server, migrated and seeded with the demo
 * data once by a migration job (`--target=all`, no broker), then launcher processes with one target
 * each (or a comma list) on that database, and at the end every process killed, the database and its
 * roles dropped.
 */
export interface SplitDeployment {
  /** the test's database on the server */
  databaseUrl: string;
  /** connections as the database's owner, for the test's own queries (a pool: the load's workers query at once) */
  owner: pg.Pool;
  /** a process's whole environment: the test's own, the database, the secrets, `extra` last */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  /**
   * Starts one launcher process with `extra` in its environment on `port` (0: any free port);
   * resolves once it serves and (unless `ready` is false) answers /readyz.
   */
  launch(target: string, extra?: Record<string, string>, options?: { port?: number; ready?: boolean }): Promise<LauncherProcess>;
  /** the gateway's SERVICE_URLS for these service processes */
  serviceUrls(procs: readonly LauncherProcess[]): string;
  /** kills every process still running, drops the database and its roles */
  close(): Promise<void>;
}

export const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LAUNCH_TIMEOUT_MS = 120_000;

/**
 * Creates the database `<name>` (a word and a random suffix, also the prefix of its roles) and runs
 * the migration job with `base` beside the secrets; `base` is in every process's environment.
 */
export async function createSplitDeployment(name: string, base: Record<string, string> = {}): Promise<SplitDeployment> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const owner = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // the teardown's DROP DATABASE ... WITH (FORCE) ends any connection the pool still holds: expected,
  // and without a listener the pool's 'error' event would fail the test that has just passed
  owner.on('error', () => undefined);

  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_ROLE_PREFIX: name,
    JWT_SECRET: `${name}-jwt-secret-0123456789-0123456789`,
    SSO_SECRET_KEY: `${name}-sso-secret-key-0123456789-0123456789`,
    OUTBOX_SECRET_KEY: `${name}-outbox-secret-key-0123456789-0123456789`,
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...base,
    ...extra,
  });
  const deployment: SplitDeployment = {
    databaseUrl,
    owner,
    env,
    launch: (target, extra = {}, options = {}) =>
      launch(target, env({ ...extra, ...(options.port ? { PORT: String(options.port) } : {}) }), LAUNCH_TIMEOUT_MS, options.ready ?? true),
    serviceUrls: (procs) => procs.map((p) => `${p.target}=http://127.0.0.1:${p.port}`).join(','),
    close: async () => {
      await Promise.all([...runningProcesses].map((p) => stopProcess(p, 'SIGKILL')));
      await owner.end();
      const dropper = new pg.Client({ connectionString: SERVER });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const roles = await dropper.query<{ rolname: string }>(`select rolname from pg_roles where rolname like $1`, [`${name}\\_%`]);
      for (const { rolname } of roles.rows) await dropper.query(`DROP ROLE IF EXISTS ${rolname}`);
      await dropper.end();
    },
  };
  // the migration job: every schema and the demo data, once, before the split processes start
  try {
    await stopProcess(await deployment.launch('all', { DEMO_DATA: '1', BUS: 'memory' }));
  } catch (err) {
    await deployment.close();
    throw err;
  }
  return deployment;
}

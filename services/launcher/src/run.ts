import type http from 'node:http';
import {
  analyzeAll,
  collectProcessMetrics,
  createBus,
  createLog,
  createTokenService,
  loadsDemoData,
  openDatabase,
  registerGauge,
  SEED_STAGES,
  startOutboxRelay,
  systemClock,
  type AppConfig,
  type ServiceDeps,
} from '@app/service-kit';
import { startMetricsServer } from './ops-endpoints';
import { resolveSecret } from './secret';
import { servePort } from './serve-port';
import { ALL_SERVICES } from './services';
import type { Target } from './targets';
import { answerMetricsRequests, type WorkerMetrics } from './workers';

export interface Running {
  /** the address users open; none on the primary of several workers, whose workers tell it theirs */
  url: string | null;
  /** the public port's server; none on the primary of several workers, whose workers serve it */
  server: http.Server | null;
  /** the Prometheus endpoint's address when METRICS_PORT is set */
  metricsUrl: string | null;
  stop(): Promise<void>;
}

/**
 * What this process does (ADR 0209): everything (one process, the default), or, beside worker
 * processes that share the port, the once-per-group part (migrations, demo data, jobs, outbox relays,
 * gauges and the metrics endpoint) on the primary and the serving part on each worker.
 */
export type ProcessPart = { part: 'all' } | { part: 'primary'; workers: WorkerMetrics } | { part: 'worker' };

/** Starts the chosen targets in this process: its part of them (`ProcessPart`). */
export async function run(configured: AppConfig, targets: Set<Target>, how: ProcessPart = { part: 'all' }): Promise<Running> {
  // the primary resolves (and on the embedded default writes) the secrets before any worker starts
  const config = {
    ...configured,
    SSO_SECRET_KEY: resolveSecret(configured.SSO_SECRET_KEY, configured.DATA_DIR, 'sso-secret-key'),
    OUTBOX_SECRET_KEY: resolveSecret(configured.OUTBOX_SECRET_KEY, configured.DATA_DIR, 'outbox-secret-key'),
  };
  const log = createLog('launcher', config.LOG_LEVEL);
  const once = how.part !== 'worker';
  const serves = how.part !== 'primary';
  const services = ALL_SERVICES.filter((s) => targets.has(s.name));
  const clock = systemClock;
  const tokens = createTokenService(resolveSecret(config.JWT_SECRET, config.DATA_DIR));
  const bus = await createBus(config);
  // the gateway reads the accounts' token versions from identity's published view: on its own it
  // needs the server (DATABASE_URL); the embedded data folder belongs to the process with the services
  const db =
    services.length || (targets.has('gateway') && config.DATABASE_URL)
      ? await openDatabase({
          url: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          rolePrefix: config.DATABASE_ROLE_PREFIX,
          appPassword: config.DATABASE_APP_PASSWORD,
          namedStatements: config.DATABASE_NAMED_STATEMENTS === '1',
        })
      : null;

  // each service runs its requests as its own database role
  const deps = (name: string): ServiceDeps => ({ db: db!.forService(name), bus, clock, config, log: log.child({ service: name }), tokens });
  const stopJobs: (() => void | Promise<void>)[] = [];
  const stopGauges: (() => void)[] = [];
  if (once) {
    for (const s of services) if (s.migrations) await db!.migrate(s.migrations);
    if (loadsDemoData(config) && services.length === ALL_SERVICES.length) {
      for (const stage of SEED_STAGES) for (const s of services) await s.seedDemo?.(deps(s.name), stage);
    }
    // the planner's statistics of the migrated and loaded tables (ADR 0301): PGlite never gathers
    // them itself; on a server autovacuum would, later
    if (db) await analyzeAll(db);
    stopJobs.push(...services.map((s) => s.startJobs?.(deps(s.name))).filter((f) => f !== undefined));
    // each outbox's relay starts after the demo data, whose offers' mail waits in staffing's outbox
    for (const s of services) if (s.outbox) stopJobs.push(startOutboxRelay(deps(s.name), s.name, s.outbox));
    stopGauges.push(...services.flatMap((s) => s.gauges?.(deps(s.name)) ?? []).map(registerGauge));
  }
  if (serves) collectProcessMetrics();
  if (how.part === 'worker') answerMetricsRequests();

  const port = serves
    ? await servePort({
        config,
        targets,
        apps: new Map(services.map((s) => [s.name, s.createApp(deps(s.name))])),
        db,
        bus,
        tokens,
        clock,
        log,
      })
    : null;
  const metrics =
    once && config.METRICS_PORT !== undefined
      ? await startMetricsServer(config.METRICS_PORT, config.HOST, how.part === 'primary' ? how.workers : undefined)
      : null;
  const metricsAddress = metrics?.address();
  const metricsUrl = metricsAddress && typeof metricsAddress === 'object' ? `http://${config.HOST}:${metricsAddress.port}/metrics` : null;
  const url = port?.url ?? null;
  log.info({ url, targets: [...targets], part: how.part, metrics: metricsUrl }, 'started');

  return {
    url,
    server: port?.server ?? null,
    metricsUrl,
    stop: async () => {
      // the jobs end their work in flight before the database closes
      const jobsStopped = Promise.all(stopJobs.map((stop) => stop()));
      stopGauges.forEach((stop) => stop());
      await new Promise<void>((resolve) => (metrics ? metrics.close(() => resolve()) : resolve()));
      await port?.close();
      await jobsStopped;
      await bus.close();
      await db?.close();
    },
  };
}

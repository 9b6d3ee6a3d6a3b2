import http from 'node:http';
import type { ServiceName } from '@app/contracts';
import {
  attachRealtime,
  createEmbedFrames,
  createGatewayApp,
  createTokenVersions,
  parseServiceUrls,
  type ServiceTarget,
} from '@app/gateway';
import {
  collectProcessMetrics,
  createBus,
  createLog,
  createRedisClient,
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
import { ALL_SERVICES } from './services';
import { probes, startMetricsServer } from './ops-endpoints';
import { resolveSecret } from './secret';
import type { Target } from './targets';

export interface Running {
  url: string;
  server: http.Server;
  /** the Prometheus endpoint's address when METRICS_PORT is set */
  metricsUrl: string | null;
  stop(): Promise<void>;
}

/** Starts the chosen targets in this process and serves them on one port. */
export async function run(configured: AppConfig, targets: Set<Target>): Promise<Running> {
  const config = {
    ...configured,
    SSO_SECRET_KEY: resolveSecret(configured.SSO_SECRET_KEY, configured.DATA_DIR, 'sso-secret-key'),
    OUTBOX_SECRET_KEY: resolveSecret(configured.OUTBOX_SECRET_KEY, configured.DATA_DIR, 'outbox-secret-key'),
  };
  const log = createLog('launcher', config.LOG_LEVEL);
  const services = ALL_SERVICES.filter((s) => targets.has(s.name));
  const secret = resolveSecret(config.JWT_SECRET, config.DATA_DIR);
  const clock = systemClock;
  const tokens = createTokenService(secret);
  const bus = await createBus(config);
  // the gateway reads the accounts' token versions (identity's published view) as its own role
  // the gateway reads the accounts' token versions from identity's published view: on its own it
  // needs the server (DATABASE_URL); the embedded data folder belongs to the process with the services
  const db =
    services.length || (targets.has('gateway') && config.DATABASE_URL)
      ? await openDatabase({
          url: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          rolePrefix: config.DATABASE_ROLE_PREFIX,
          appPassword: config.DATABASE_APP_PASSWORD,
        })
      : null;

  // each service runs its requests as its own database role
  const deps = (name: string): ServiceDeps => ({ db: db!.forService(name), bus, clock, config, log: log.child({ service: name }), tokens });
  for (const s of services) if (s.migrations) await db!.migrate(s.migrations);
  if (loadsDemoData(config) && services.length === ALL_SERVICES.length) {
    for (const stage of SEED_STAGES) for (const s of services) await s.seedDemo?.(deps(s.name), stage);
  }
  const stopJobs = services.map((s) => s.startJobs?.(deps(s.name))).filter((f) => f !== undefined);
  // each outbox's relay starts after the demo data, whose offers' mail waits in staffing's outbox
  for (const s of services) if (s.outbox) stopJobs.push(startOutboxRelay(deps(s.name), s.name, s.outbox));
  collectProcessMetrics();
  const stopGauges = services.flatMap((s) => s.gauges?.(deps(s.name)) ?? []).map(registerGauge);

  const apps = new Map(services.map((s) => [s.name, s.createApp(deps(s.name))]));
  let listener: http.RequestListener;
  let realtime: ReturnType<typeof attachRealtime> | null = null;
  const server = http.createServer();
  // several gateway replicas count one limit together in Redis; one process counts it in memory
  const rateLimitRedis = targets.has('gateway') && config.BUS === 'redis' ? createRedisClient(config.REDIS_URL) : null;
  const tokenVersions = targets.has('gateway') && db ? createTokenVersions({ db: db.forService('gateway'), bus, clock }) : null;
  if (targets.has('gateway') && !tokenVersions)
    log.warn('gateway without DATABASE_URL: no token version to check, every signed-in call is refused');
  if (targets.has('gateway')) {
    const inProcess: Partial<Record<ServiceName, ServiceTarget>> = parseServiceUrls(config.SERVICE_URLS);
    for (const [name, app] of apps) inProcess[name] = app.callback();
    listener = createGatewayApp({
      version: config.APP_VERSION,
      tokens,
      clock,
      log,
      registryFile: config.REGISTRY_FILE,
      staticDir: config.STATIC_DIR,
      targets: inProcess,
      rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
      trustedProxies: config.TRUSTED_PROXIES,
      tokenVersions: tokenVersions ?? undefined,
      embedFrames: db ? createEmbedFrames({ db: db.forService('gateway'), clock }) : undefined,
      rateLimitRedis: rateLimitRedis ?? undefined,
      // every service's routes, also of services running in other processes
      apis: ALL_SERVICES.map((s) => s.api),
      clientErrorUrl: config.CLIENT_ERROR_URL,
    }).callback();
    const sockets = attachRealtime(server, { tokens, clock, bus, log, tokenVersions: tokenVersions ?? undefined });
    realtime = sockets;
    stopGauges.push(
      registerGauge({ name: 'websocket_clients', help: 'Open websocket connections of this gateway', read: sockets.clientCount }),
    );
  } else if (apps.size === 1) {
    listener = [...apps.values()][0]!.callback();
  } else {
    throw new Error('Several services without the gateway need separate processes (one target each), or add the gateway target');
  }
  server.on('request', probes({ db, bus }, listener));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${port}`;
  const metrics = config.METRICS_PORT !== undefined ? await startMetricsServer(config.METRICS_PORT, config.HOST) : null;
  const metricsAddress = metrics?.address();
  const metricsUrl = metricsAddress && typeof metricsAddress === 'object' ? `http://${config.HOST}:${metricsAddress.port}/metrics` : null;
  log.info({ url, targets: [...targets], metrics: metricsUrl }, 'started');

  return {
    url,
    server,
    metricsUrl,
    stop: async () => {
      // the jobs end their work in flight before the database closes
      const jobsStopped = Promise.all(stopJobs.map((stop) => stop()));
      stopGauges.forEach((stop) => stop());
      await new Promise<void>((resolve) => (metrics ? metrics.close(() => resolve()) : resolve()));
      realtime?.close();
      tokenVersions?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rateLimitRedis?.disconnect();
      await jobsStopped;
      await bus.close();
      await db?.close();
    },
  };
}

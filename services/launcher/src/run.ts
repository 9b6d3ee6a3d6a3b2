import http from 'node:http';
import type { ServiceName } from '@app/contracts';
import { attachRealtime, createGatewayApp, parseServiceUrls, type ServiceTarget } from '@app/gateway';
import {
  createBus,
  createLog,
  createTokenService,
  openDatabase,
  SEED_STAGES,
  systemClock,
  type AppConfig,
  type ServiceDeps,
} from '@app/service-kit';
import { ALL_SERVICES } from './services';
import { resolveSecret } from './secret';
import type { Target } from './targets';

export interface Running {
  url: string;
  server: http.Server;
  stop(): Promise<void>;
}

/** Starts the chosen targets in this process and serves them on one port. */
export async function run(config: AppConfig, targets: Set<Target>): Promise<Running> {
  const log = createLog('launcher', config.LOG_LEVEL);
  const services = ALL_SERVICES.filter((s) => targets.has(s.name));
  const secret = resolveSecret(config.JWT_SECRET, config.DATA_DIR);
  const clock = systemClock;
  const tokens = createTokenService(secret);
  const bus = await createBus(config);
  const db = services.length ? await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }) : null;

  const deps = (name: string): ServiceDeps => ({ db: db!, bus, clock, config, log: log.child({ service: name }), tokens });
  for (const s of services) if (s.migrations) await db!.migrate(s.migrations);
  if (config.DEMO_DATA === '1' && services.length === ALL_SERVICES.length) {
    for (const stage of SEED_STAGES) for (const s of services) await s.seedDemo?.(deps(s.name), stage);
  }
  const stopJobs = services.map((s) => s.startJobs?.(deps(s.name))).filter((f): f is () => void => !!f);

  const apps = new Map(services.map((s) => [s.name, s.createApp(deps(s.name))]));
  let listener: http.RequestListener;
  let realtime: ReturnType<typeof attachRealtime> | null = null;
  const server = http.createServer();
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
    }).callback();
    realtime = attachRealtime(server, { tokens, clock, bus, log });
  } else if (apps.size === 1) {
    listener = [...apps.values()][0]!.callback();
  } else {
    throw new Error('Several services without the gateway need separate processes (one target each), or add the gateway target');
  }
  server.on('request', listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${port}`;
  log.info({ url, targets: [...targets] }, 'started');

  return {
    url,
    server,
    stop: async () => {
      stopJobs.forEach((stop) => stop());
      realtime?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await db?.close();
    },
  };
}

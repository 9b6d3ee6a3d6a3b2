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
  createRedisClient,
  registerGauge,
  type AppConfig,
  type Clock,
  type Database,
  type EventBus,
  type Log,
  type TokenService,
} from '@app/service-kit';
import type Koa from 'koa';
import { probes } from './ops-endpoints';
import { ALL_SERVICES } from './services';
import type { Target } from './targets';

export interface ServedPort {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

interface PortDeps {
  config: AppConfig;
  targets: Set<Target>;
  apps: Map<ServiceName, Koa>;
  db: Database | null;
  bus: EventBus;
  tokens: TokenService;
  clock: Clock;
  log: Log;
}

/**
 * Serves the process's port: the gateway in front of the services of this process (and of the
 * others in SERVICE_URLS) with its websockets, or one service on its own; the probes on every port.
 */
export async function servePort({ config, targets, apps, db, bus, tokens, clock, log }: PortDeps): Promise<ServedPort> {
  const server = http.createServer();
  const stopGauges: (() => void)[] = [];
  let listener: http.RequestListener;
  let realtime: ReturnType<typeof attachRealtime> | null = null;
  // several gateway processes count one limit together in Redis; one process counts it in memory
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
    realtime = attachRealtime(server, { tokens, clock, bus, log, tokenVersions: tokenVersions ?? undefined });
    stopGauges.push(
      registerGauge({ name: 'websocket_clients', help: 'Open websocket connections of this gateway', read: realtime.clientCount }),
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
  return {
    url: urlOf(config.HOST, port),
    server,
    close: async () => {
      stopGauges.forEach((stop) => stop());
      realtime?.close();
      tokenVersions?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rateLimitRedis?.disconnect();
    },
  };
}

/** The address a user opens: localhost for the loopback and any-address binds. */
export const urlOf = (host: string, port: number) => `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${port}`;

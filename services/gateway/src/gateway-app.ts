import path from 'node:path';
import Koa, { type Context, type Next } from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import ratelimit from 'koa-ratelimit';
import {
  ApiPath,
  API_ROOT,
  isPublicCall,
  Messages,
  MessageTitles,
  REQUEST_ID_HEADER,
  VERSION_HEADER,
  type ServiceName,
  type TokenPayload,
} from '@app/contracts';
import {
  accessLog,
  clientAddress,
  errorEnvelope,
  HttpError,
  JSON_LIMIT_BYTES,
  localeMiddleware,
  observeRequests,
  ok,
  requestId,
  type Clock,
  type Log,
  type TokenService,
  unauthorized,
  notFound,
  type RedisClient,
} from '@app/service-kit';
import type { ServiceApi } from '@app/service-kit';
import { clientErrors, reportOrigin } from './client-errors';
import { createDispatcher, serviceFor, type ServiceTarget } from './dispatch';
import { embedFraming, type EmbedFrames } from './embed-frames';
import { gatewayRoute } from './observe';
import { bearerOf, rateLimitKey } from './rate-key';
import { apiDocs } from './openapi';
import { PageRenderers } from './page-renderers';
import { describeModules, moduleDescriptors, readRegistry, resolveRegistry } from './registry';
import { staticFiles } from './static-files';
import type { TokenVersions } from './token-versions';

export interface GatewayDeps {
  version: string;
  tokens: TokenService;
  clock: Clock;
  log: Log;
  registryFile: string;
  staticDir: string;
  targets: Partial<Record<ServiceName, ServiceTarget>>;
  rateLimitPerMinute: number;
  /** the accounts' current token versions (ADR 0019); without them no token is accepted outside the public calls */
  tokenVersions?: Pick<TokenVersions, 'accepts'>;
  /** TRUSTED_PROXIES: whose forwarded headers name the client (default none) */
  trustedProxies?: string;
  /** with BUS=redis the limit is counted in Redis, shared by every gateway replica; else in memory */
  rateLimitRedis?: RedisClient;
  /** every service's routes, published at /api/openapi.json */
  apis?: readonly ServiceApi[];
  /** CLIENT_ERROR_URL: where pages send their error reports; by default the gateway's own /api/client-errors */
  clientErrorUrl?: string;
  /** the origins each embed token lets frame its page (ADR 0084); without them the embed page is framed by nobody */
  embedFrames?: Pick<EmbedFrames, 'origins'>;
}

const RATE_LIMITED = { data: null, meta: { messages: [{ type: 'error', title: MessageTitles[429], message: Messages.tooManyRequests }] } };

/**
 * The gateway: version and security headers on every answer, locale, rate limit, token check,
 * the module registry, then /api/* to the owning service and everything else to the static builds.
 */
export function createGatewayApp(deps: GatewayDeps): Koa {
  const app = new Koa({ proxy: true });
  const dispatch = createDispatcher(deps.targets);
  app.use(requestId(deps.trustedProxies ?? ''));
  app.use(clientAddress(deps.trustedProxies ?? ''));
  app.use(observeRequests('gateway', gatewayRoute));
  app.use(accessLog(deps.log, 'info'));
  const descriptors = moduleDescriptors({ modulesDir: path.join(deps.staticDir, 'modules'), log: deps.log });

  app.use(async (ctx: Context, next: Next) => {
    ctx.set(VERSION_HEADER, deps.version);
    ctx.set('access-control-expose-headers', `${VERSION_HEADER}, ${REQUEST_ID_HEADER}`);
    await next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // emotion (MUI) injects style elements at run time
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...[reportOrigin(deps.clientErrorUrl)].filter((o): o is string => !!o)],
          fontSrc: ["'self'", 'data:'],
          // the document viewer shows a fetched PDF from a blob address in a frame
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(embedFraming(deps.embedFrames));
  app.use(errorEnvelope(deps.log));
  app.use(localeMiddleware);
  app.use(rateLimitKey(deps));
  const limiter = ratelimit({
    ...(deps.rateLimitRedis ? { driver: 'redis' as const, db: deps.rateLimitRedis } : { driver: 'memory' as const, db: new Map() }),
    duration: 60_000,
    max: deps.rateLimitPerMinute,
    id: (ctx) => ctx.state.rateKey as string,
    whitelist: (ctx) => !ctx.path.startsWith(API_ROOT),
    // The limiter answers without calling on and puts this value in ctx.body as it is, so it is the
    // envelope itself; its types only admit a string.
    errorMessage: RATE_LIMITED as unknown as string,
    disableHeader: false,
  });
  // the count in Redis unreachable: the call goes on uncounted rather than failing (ADR 0044)
  app.use(async (ctx, next) => {
    let counted = false;
    try {
      await limiter(ctx, async () => {
        counted = true;
        await next();
      });
    } catch (err) {
      if (counted) throw err;
      deps.log.warn({ err }, 'rate limit not counted');
      await next();
    }
  });

  app.use(jsonSizeLimit);
  app.use(apiDocs(deps));
  app.use(clientErrors({ log: deps.log, errorUrl: deps.clientErrorUrl }));
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith(`${API_ROOT}/`)) return next();
    const auth = await verifyIfPresent(ctx, deps);
    if (ctx.path === API_ROOT + ApiPath.modules && ctx.method === 'GET') {
      const registry = await readRegistry(deps.registryFile);
      const builds = resolveRegistry(registry, { poolUrl: auth?.pool_url ?? null, username: auth?.username ?? null });
      return ok(ctx, await describeModules(builds, descriptors));
    }
    const service = serviceFor(ctx.path);
    if (!service || !(await dispatch(ctx, service))) throw notFound('Not found');
  });

  // Built scripts and styles go out compressed; /api answers are streamed by the services themselves.
  app.use(compress({ threshold: 1024, br: false }));
  // a public page's data call goes through this very app, as the browser's own would (ADR 0289)
  let listener: ReturnType<Koa['callback']> | undefined;
  // and the build's page renderer puts the answer into the page itself (ADR 0319)
  app.use(staticFiles(deps.staticDir, deps.registryFile, descriptors, () => (listener ??= app.callback()), new PageRenderers(deps.log)));
  return app;
}

/**
 * A JSON body announced larger than a service would parse is refused here (413), before it is read
 * or passed on; one without a length is cut off by the service's own parser at the same size.
 * Uploads (multipart) have their own limits in the services.
 */
async function jsonSizeLimit(ctx: Context, next: Next) {
  if (ctx.path.startsWith(`${API_ROOT}/`) && ctx.request.is('json') && Number(ctx.get('content-length')) > JSON_LIMIT_BYTES)
    throw new HttpError(413, Messages.payloadTooLarge);
  await next();
}

/**
 * A present token must be valid and of its account's current token version (a password changed or a
 * role taken away ends it at once), except on public calls (a stale token must not block login).
 */
async function verifyIfPresent(ctx: Context, deps: GatewayDeps): Promise<TokenPayload | null> {
  if (!/^Bearer\s+\S/i.test(ctx.get('authorization'))) return null;
  const auth = await bearerOf(ctx, deps);
  if (auth && (await deps.tokenVersions?.accepts(auth))) return auth;
  // calls that carry no token, or whose token may be stale (login, refresh, public links)
  if (isPublicCall(ctx.method, ctx.path.slice(API_ROOT.length))) return null;
  throw unauthorized(Messages.tokenExpired);
}

import Koa, { type Context, type Next } from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import ratelimit from 'koa-ratelimit';
import { ApiPath, API_ROOT, Messages, MessageTitles, VERSION_HEADER, type ServiceName, type TokenPayload } from '@app/contracts';
import { errorEnvelope, localeMiddleware, ok, type Clock, type Log, type TokenService, unauthorized, notFound } from '@app/service-kit';
import { createDispatcher, serviceFor, type ServiceTarget } from './dispatch';
import { readRegistry, resolveRegistry } from './registry';
import { staticFiles } from './static-files';

export interface GatewayDeps {
  version: string;
  tokens: TokenService;
  clock: Clock;
  log: Log;
  registryFile: string;
  staticDir: string;
  targets: Partial<Record<ServiceName, ServiceTarget>>;
  rateLimitPerMinute: number;
}

const RATE_LIMITED = { data: null, meta: { messages: [{ type: 'error', title: MessageTitles[429], message: Messages.tooManyRequests }] } };

/** Calls that carry no token, or whose token may be stale (login, refresh, public links). */
const PUBLIC_API = [
  /^\/api\/health$/,
  /^\/api\/modules$/,
  /^\/api\/auth\/pool(\/\d+\/profile)?$/,
  /^\/api\/auth\/sso-providers$/,
  /^\/api\/login_check$/,
  /^\/api\/2fa_check$/,
  /^\/api\/token\/refresh$/,
  /^\/api\/logout$/,
  /^\/api\/pool\/url\/[^/]+$/,
  /^\/api\/(invitation|reservation)\/token\/[^/]+(\/(accept|deny))?$/,
  /^\/api\/embed\//,
  /^\/api\/account\/(forgot|reset|create|invitation\/[^/]+|invitation\/[^/]+\/(join|register))$/,
];

/**
 * The gateway: version and security headers on every answer, locale, rate limit, token check,
 * the module registry, then /api/* to the owning service and everything else to the static builds.
 */
export function createGatewayApp(deps: GatewayDeps): Koa {
  const app = new Koa({ proxy: true });
  const dispatch = createDispatcher(deps.targets);

  app.use(async (ctx: Context, next: Next) => {
    ctx.set(VERSION_HEADER, deps.version);
    ctx.set('access-control-expose-headers', VERSION_HEADER);
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
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(errorEnvelope(deps.log));
  app.use(localeMiddleware);
  app.use(
    ratelimit({
      driver: 'memory',
      db: new Map(),
      duration: 60_000,
      max: deps.rateLimitPerMinute,
      id: (ctx) => ctx.ip,
      whitelist: (ctx) => !ctx.path.startsWith(API_ROOT),
      // The limiter answers without calling on and puts this value in ctx.body as it is, so it is the
      // envelope itself; its types only admit a string.
      errorMessage: RATE_LIMITED as unknown as string,
      disableHeader: false,
    }),
  );

  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith(`${API_ROOT}/`)) return next();
    const auth = await verifyIfPresent(ctx, deps);
    if (ctx.path === API_ROOT + ApiPath.modules && ctx.method === 'GET') {
      const registry = await readRegistry(deps.registryFile);
      return ok(ctx, resolveRegistry(registry, { poolUrl: auth?.pool_url ?? null, username: auth?.username ?? null }));
    }
    const service = serviceFor(ctx.path);
    if (!service || !(await dispatch(ctx, service))) throw notFound('Not found');
  });

  // Built scripts and styles go out compressed; /api answers are streamed by the services themselves.
  app.use(compress({ threshold: 1024, br: false }));
  app.use(staticFiles(deps.staticDir, deps.registryFile));
  return app;
}

/** A present token must be valid, except on public calls (a stale token must not block login). */
async function verifyIfPresent(ctx: Context, deps: GatewayDeps): Promise<TokenPayload | null> {
  const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
  if (!match?.[1]) return null;
  try {
    return await deps.tokens.verify(match[1], deps.clock.now());
  } catch {
    if (PUBLIC_API.some((re) => re.test(ctx.path))) return null;
    throw unauthorized(Messages.tokenExpired);
  }
}

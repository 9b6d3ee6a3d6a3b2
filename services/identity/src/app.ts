import type Koa from 'koa';
import { createServiceApp, ok, type ServiceDeps } from '@app/service-kit';
import { LoginAttempts } from './domain/login-attempts';
import { mountAuthRoutes } from './routes/auth';
import { mountSessionRoutes } from './routes/session';

export function createApp(deps: ServiceDeps): Koa {
  // failed-login counters live in this process's memory (see LoginAttempts)
  const attempts = new LoginAttempts();
  return createServiceApp('identity', deps, (router) => {
    // the gateway routes its /api/health here
    router.get('/health', (ctx) => ok(ctx, { status: 'ok' }));
    mountAuthRoutes(router, deps, attempts);
    mountSessionRoutes(router, deps);
  });
}

import type Koa from 'koa';
import { createServiceApp, ok, type ServiceDeps } from '@app/service-kit';
import { identityApi } from './api-doc';
import { createAuthThrottle } from './flows/auth-throttle';
import { mountAccountRoutes } from './routes/account';
import { mountAccountAdminRoutes } from './routes/accounts';
import { mountAccountInvitationRoutes } from './routes/account-invitations';
import { mountAuthRoutes } from './routes/auth';
import { mountPoolRoutes } from './routes/pools';
import { mountRoleRoutes } from './routes/roles';
import { mountSessionRoutes } from './routes/session';
import { mountSsoRoutes } from './routes/sso';

export function createApp(deps: ServiceDeps): Koa {
  // failed sign-in steps, counted in the database across processes (ADR 0018)
  const throttle = createAuthThrottle(deps);
  return createServiceApp(
    identityApi,
    deps,
    (_mount, router) => {
      // the gateway routes its /api/health here
      router.get('/health', (ctx) => ok(ctx, { status: 'ok' }));
      mountAuthRoutes(router, deps, throttle);
      // joining an invitation checks a password: it shares the login's failure counts
      mountAccountInvitationRoutes(router, deps, throttle);
      mountSessionRoutes(router, deps);
      mountSsoRoutes(router, deps);
      mountRoleRoutes(router, deps);
      mountAccountAdminRoutes(router, deps);
      mountPoolRoutes(router, deps);
      // code, reset and forgot attempts have keys of their own
      mountAccountRoutes(router, deps, throttle);
    },
    // these routes are still registered by hand, beside their declarations in api-doc.ts
    { handMounted: true },
  );
}

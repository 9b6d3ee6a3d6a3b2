import type Koa from 'koa';
import { PublicRoutes } from '@app/contracts';
import { createServiceApp, ok, serviceApi, type ApiRoute, type ServiceDeps } from '@app/service-kit';
import { createAuthThrottle } from './flows/auth-throttle';
import { accountRoutes, mountAccountRoutes } from './routes/account';
import { accountAdminRoutes, mountAccountAdminRoutes } from './routes/accounts';
import { accountInvitationRoutes, mountAccountInvitationRoutes } from './routes/account-invitations';
import { authRoutes, mountAuthRoutes } from './routes/auth';
import { mountPoolRoutes, poolRoutes } from './routes/pools';
import { mountRoleRoutes, roleRoutes } from './routes/roles';
import { mountSessionRoutes, sessionRoutes } from './routes/session';
import { mountSsoRoutes, ssoRoutes } from './routes/sso';

/** The gateway routes its /api/health here. */
const platformHealth = {
  ...PublicRoutes.health,
  summary: 'Whether the platform answers (the gateway routes /api/health here)',
} satisfies ApiRoute;

/** The identity routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const identityApi = serviceApi('identity', [
  platformHealth,
  ...Object.values(authRoutes),
  ...Object.values(accountRoutes),
  ...Object.values(accountInvitationRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(ssoRoutes),
  ...Object.values(roleRoutes),
  ...Object.values(accountAdminRoutes),
  ...Object.values(poolRoutes),
]);

export function createApp(deps: ServiceDeps): Koa {
  // failed sign-in steps, counted in the database across processes (ADR 0018)
  const throttle = createAuthThrottle(deps);
  return createServiceApp(identityApi, deps, (mount) => {
    mount(platformHealth, (ctx) => ok(ctx, { status: 'ok' }));
    mountAuthRoutes(mount, deps, throttle);
    // joining an invitation checks a password: it shares the login's failure counts
    mountAccountInvitationRoutes(mount, deps, throttle);
    mountSessionRoutes(mount, deps);
    mountSsoRoutes(mount, deps);
    mountRoleRoutes(mount, deps);
    mountAccountAdminRoutes(mount, deps);
    mountPoolRoutes(mount, deps);
    // code, reset and forgot attempts have keys of their own
    mountAccountRoutes(mount, deps, throttle);
  });
}

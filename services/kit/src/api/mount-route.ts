import type { Router, RouterMiddleware } from '@koa/router';
import type { Clock } from '../clock';
import { requireAuth, requireRight } from '../http/auth';
import type { TokenService } from '../http/tokens';
import { routeName, type ApiRoute } from './api-route';

/** Mounts one declared route: the access check its declaration names, then its handlers. */
export type RouteMounter = (route: ApiRoute, ...handlers: RouterMiddleware[]) => void;

/**
 * The only way a service puts a route on its router (lint forbids `router.get` and its kin): the
 * route's declaration gives the method, the path and who may call it, so what the router answers
 * and what the published document says come from one object. 'public' adds no check, 'token' a
 * valid token, a list of rights a chosen profile holding one of them.
 */
export function routeMounter(router: Router, deps: { tokens: TokenService; clock: Clock }): RouteMounter {
  const signedIn = requireAuth(deps.tokens, deps.clock);
  return (route, ...handlers) => {
    const guards: RouterMiddleware[] =
      route.access === 'public' ? [] : route.access === 'token' ? [signedIn] : [signedIn, requireRight(...route.access)];
    router[route.method](route.path, ...guards, ...handlers);
  };
}

/**
 * Refuses a service whose router and published routes differ: a declared route nobody mounted, or
 * a mounted route the service does not publish, stops the service at start, in every test.
 */
export function assertAllMounted(service: string, declared: readonly ApiRoute[], mounted: readonly ApiRoute[]): void {
  const unmounted = declared.filter((r) => !mounted.includes(r)).map(routeName);
  const undeclared = mounted.filter((r) => !declared.includes(r)).map(routeName);
  if (unmounted.length || undeclared.length)
    throw new Error(
      `${service}: every route is declared once and mounted once (not mounted: ${unmounted.join(', ') || 'none'}; not published: ${undeclared.join(', ') || 'none'})`,
    );
}

import type { ZodObject, ZodType } from 'zod';
import { PUBLIC_ROUTES, PublicRoutes, type HttpMethod, type ServiceName } from '@app/contracts';

export type { HttpMethod } from '@app/contracts';

/**
 * Who may call a route: 'public' needs no token, 'token' any valid token (also one still choosing
 * its profile), a list a chosen profile holding one of these rights (an empty list: any right).
 */
export type RouteAccess = 'public' | 'token' | readonly string[];

/**
 * The one declaration of a route: the service mounts it with `routeMounter` (which adds the access
 * check) and publishes it in its `ServiceApi` (GET /api/openapi.json). The schemas are the very
 * objects the handler passes to `validate()`, so the document cannot drift from what the service
 * accepts. A public route spreads its entry of `PublicRoutes` (@app/contracts), which the gateway and
 * the page's API client read too.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** below /api, as the router has it: '/role/:id' */
  path: string;
  /** one line: what the call does */
  summary: string;
  access: RouteAccess;
  /** path parameters; several schemas when the route validates them in parts */
  params?: ZodObject | readonly ZodObject[];
  query?: ZodObject;
  body?: ZodType;
  /** the body is multipart/form-data with one file in the field `file` (an upload), besides any `body` fields */
  upload?: 'file';
  /** a create answers 201 */
  status?: 201;
  /**
   * What a success answers when it is not one JSON envelope: a page of a list with meta.pagination,
   * such a page or (with `csv-export`) a CSV download, a redirect (302), or the bytes of a stored file.
   */
  answers?: 'page' | 'page-or-csv' | 'redirect' | 'file';
}

/** How a route is named in messages: 'GET /role/:id'. */
export const routeName = (r: { method: HttpMethod; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

/** Routes grouped under one tag of the published document. */
export interface ServiceApi {
  /** the tag the routes are grouped under: the service's name */
  service: string;
  routes: readonly ApiRoute[];
}

/** A service's routes; the service kit adds the health route every service app mounts. */
export interface DeclaredServiceApi extends ServiceApi {
  health: ApiRoute;
}

/**
 * Declares a service's published routes (docs/architecture.md 'The API contract'). A route declared
 * public that is not one of `PublicRoutes` is refused: the gateway would refuse it without a session
 * and the page would send it a token, so the service would answer a call nobody can make anonymously.
 */
export function serviceApi(service: ServiceName, routes: readonly ApiRoute[]): DeclaredServiceApi {
  const listed = new Set(PUBLIC_ROUTES.map(routeName));
  const unlisted = routes.filter((r) => r.access === 'public' && !listed.has(routeName(r))).map(routeName);
  if (unlisted.length)
    throw new Error(`${service}: a public route is declared from its entry in PublicRoutes (not listed: ${unlisted.join(', ')})`);
  const health: ApiRoute = { ...PublicRoutes.serviceHealth[service], summary: `Whether the ${service} service is up` };
  return { service, health, routes: [health, ...routes] };
}

/**
 * Routes declared alike for each of several things (an entity, a tab, a document owner): one
 * thing's declarations are made once, so its router and the published document hold the very same
 * objects (`createServiceApp` compares them by identity).
 */
export function routesPer<K, R extends Record<string, ApiRoute>>(declare: (thing: K) => R): (thing: K) => R {
  const made = new Map<K, R>();
  return (thing) => {
    const known = made.get(thing);
    if (known) return known;
    const routes = declare(thing);
    made.set(thing, routes);
    return routes;
  };
}

import type { ZodObject, ZodType } from 'zod';
import type { ServiceName } from '@app/contracts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: 'public' needs no token, 'token' any valid token (also one still choosing
 * its profile), a list a chosen profile holding one of these rights (an empty list: any right).
 */
export type RouteAccess = 'public' | 'token' | readonly string[];

/**
 * One route of a service as the published contract shows it (GET /api/openapi.json). The schemas
 * are the very objects the route passes to `validate()`, so the document cannot drift from what the
 * service accepts.
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

/** A service's routes; the service kit adds the health route every service app mounts. */
export interface ServiceApi {
  /** the tag the routes are grouped under: the service's name */
  service: string;
  routes: readonly ApiRoute[];
}

/** The health route createServiceApp mounts for every service. */
const healthRoute = (service: ServiceName): ApiRoute => ({
  method: 'get',
  path: `/${service}/health`,
  summary: `Whether the ${service} service is up`,
  access: 'public',
});

/** Declares a service's published routes (docs/architecture.md 'The API contract'). */
export const serviceApi = (service: ServiceName, routes: readonly ApiRoute[]): ServiceApi => ({
  service,
  routes: [healthRoute(service), ...routes],
});

import type { ApiRoute, DeclaredServiceApi, HttpMethod } from '../api/api-route';

/** A route of a made-up service for the kit's own tests: public unless told who may call it. */
export const testRoute = (method: HttpMethod, path: string, access: ApiRoute['access'] = 'public'): ApiRoute => ({
  method,
  path,
  summary: `${method} ${path}`,
  access,
});

/** The published routes of a made-up service, with its health route, for the kit's own tests. */
export const testServiceApi = (service: string, routes: readonly ApiRoute[]): DeclaredServiceApi => {
  const health = testRoute('get', `/${service}/health`);
  return { service, health, routes: [health, ...routes] };
};

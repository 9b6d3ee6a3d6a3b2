import Router from '@koa/router';
import { z, type ZodObject } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { API_ROOT, clientErrorReportSchema, PublicRoutes } from '@app/contracts';
import type { ApiRoute, ServiceApi } from '@app/service-kit';
import { mountApiDocsPage } from './openapi-page';

export const OPENAPI_PATH = `${API_ROOT}/openapi.json`;
export const API_DOCS_PATH = `${API_ROOT}/docs`;

/** The routes the gateway answers itself, before any service. */
export const gatewayApi: ServiceApi = {
  service: 'gateway',
  routes: [
    { ...PublicRoutes.modules, summary: 'The module registry: which build of each front-end module this caller loads' },
    {
      ...PublicRoutes.clientConfig,
      summary: "Where the page sends its error reports (CLIENT_ERROR_URL, by default the gateway's own endpoint)",
    },
    {
      ...PublicRoutes.clientErrors,
      summary: 'An error of the page (uncaught or an unhandled rejection), written to the log with the last failed call',
      body: clientErrorReportSchema,
    },
    { ...PublicRoutes.openApi, summary: 'This document' },
    { ...PublicRoutes.apiDocs, summary: 'This document as a readable page' },
  ],
};

const message = z.object({ type: z.enum(['success', 'info', 'warning', 'error']), title: z.string(), message: z.string() });
/** Every JSON answer (DESIGN section 3): the payload in data; messages and pagination in meta. */
const envelope = z
  .object({
    data: z.unknown(),
    meta: z.object({
      messages: z.array(message).optional(),
      pagination: z
        .object({ total: z.number(), per_page: z.number(), current_page: z.number(), links: z.object({ current: z.string() }) })
        .optional(),
    }),
  })
  .meta({ id: 'Envelope' });
/** A refused call: data is null, meta says why; a 422 names the messages of each failing field by dotted path. */
const failure = z
  .object({
    data: z.null(),
    meta: z.object({ messages: z.array(message), errors: z.record(z.string(), z.array(z.string())).optional() }),
  })
  .meta({ id: 'Failure' });

const json = { 'application/json': { schema: envelope } };

/** The refusals every service answers alike (docs/architecture.md 'Requests through the gateway'). */
const FAILURES = {
  '400': ['MalformedJson', 'The body is not JSON'],
  '401': ['Unauthorized', 'The token is missing, forged or expired'],
  '403': ['Forbidden', 'Not enough permissions'],
  '404': ['NotFound', 'Not found, or of another pool'],
  '413': ['TooLarge', 'The body is larger than 1 MB'],
  '422': ['Invalid', 'The input is invalid: meta.errors names each field'],
} as const;
type FailureStatus = keyof typeof FAILURES;

const refusal = (status: FailureStatus) => ({ $ref: `#/components/responses/${FAILURES[status][0]}` });
const refusalComponents = Object.fromEntries(
  Object.values(FAILURES).map(([name, description]) => [name, { description, content: { 'application/json': { schema: failure } } }]),
);

/** '/role/:id' -> '/api/role/{id}' */
export const openApiPath = (routerPath: string) => API_ROOT + routerPath.replace(/:(\w+)/g, '{$1}');

const pathParamNames = (routerPath: string) => [...routerPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The route's parameter schemas as one object; a path parameter no schema names is a string. */
function pathParams(route: ApiRoute): ZodObject | undefined {
  const names = pathParamNames(route.path);
  if (!names.length) return undefined;
  const declared = route.params === undefined ? [] : 'shape' in route.params ? [route.params] : route.params;
  const shape = Object.assign({}, ...declared.map((schema) => schema.shape)) as Record<string, z.ZodType>;
  for (const name of names) shape[name] ??= z.string();
  return z.object(shape);
}

function accessText(access: ApiRoute['access']): string {
  if (access === 'public') return 'Public: no token needed.';
  if (access === 'token') return 'Needs a valid access token (also one still choosing its profile).';
  if (!access.length) return 'Needs a token of a chosen profile.';
  return `Needs a token of a chosen profile holding one of: ${access.join(', ')}.`;
}

/** the bytes of an uploaded or downloaded file */
const binary = { type: 'string' as const, format: 'binary' };

function responses(route: ApiRoute): ZodOpenApiResponsesObject {
  const success: ZodOpenApiResponsesObject =
    route.answers === 'redirect'
      ? { '302': { description: 'Sends the browser on (Location header)' } }
      : route.answers === 'file'
        ? { '200': { description: 'The file, with its stored content type', content: { 'application/octet-stream': { schema: binary } } } }
        : {
            [String(route.status ?? 200)]: {
              description: route.answers ? 'A page of rows, with meta.pagination' : 'The answer, in data',
              content: route.answers === 'page-or-csv' ? { ...json, 'text/csv': { schema: { type: 'string' as const } } } : json,
            },
          };
  const hasInput = route.params !== undefined || route.query !== undefined || route.body !== undefined;
  return {
    ...success,
    ...(route.body ? { '400': refusal('400'), '413': refusal('413') } : {}),
    ...(route.access !== 'public' ? { '401': refusal('401') } : {}),
    ...(Array.isArray(route.access) ? { '403': refusal('403') } : {}),
    ...(pathParamNames(route.path).length ? { '404': refusal('404') } : {}),
    ...(hasInput ? { '422': refusal('422') } : {}),
  };
}

function operation(service: string, route: ApiRoute): ZodOpenApiOperationObject {
  const params = pathParams(route);
  return {
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [service],
    summary: route.summary,
    description: accessText(route.access),
    ...(Array.isArray(route.access) ? { 'x-rights': route.access } : {}),
    security: route.access === 'public' ? [] : [{ bearer: [] }],
    requestParams: { ...(params ? { path: params } : {}), ...(route.query ? { query: route.query } : {}) },
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { type: 'object' as const, properties: { file: binary } } } },
          },
        }
      : route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } }
        : {}),
    responses: responses(route),
  };
}

/**
 * The OpenAPI 3.1 document of every route, from the very zod schemas the services validate with.
 * A route declared twice is a mistake in a declaration, so it stops the gateway rather than hiding one.
 */
export function openApiDocument(apis: readonly ServiceApi[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const api of [gatewayApi, ...apis]) {
    for (const route of api.routes) {
      const item = (paths[openApiPath(route.path)] ??= {});
      if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is declared twice (${api.service})`);
      item[route.method] = operation(api.service, route);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Invalpool API',
      version,
      description:
        'Every call answers the envelope { data, meta }. Messages in meta come in the locale of `_locale` or the `locale` cookie.',
    },
    tags: [gatewayApi, ...apis].map((api) => ({ name: api.service })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: refusalComponents,
    },
    paths,
  });
}

/** GET /api/openapi.json and the readable page at /api/docs; the document is built once, on first use. */
export function apiDocs(deps: { version: string; apis?: readonly ServiceApi[] }) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const router = new Router();
  router.get(OPENAPI_PATH, (ctx) => {
    document ??= openApiDocument(deps.apis ?? [], deps.version);
    ctx.set('cache-control', 'no-cache');
    ctx.body = document;
  });
  mountApiDocsPage(router, { page: API_DOCS_PATH, document: OPENAPI_PATH });
  return router.routes();
}

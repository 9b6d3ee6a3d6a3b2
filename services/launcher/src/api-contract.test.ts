import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp, gatewayApi } from '@app/gateway';
import { PUBLIC_ROUTES } from '@app/contracts';
import { createTestDeps, startTestServer, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { ALL_SERVICES } from './services';

let deps: TestDeps;
let gateway: TestServer;
/** The parts of an operation the tests read. */
interface Operation {
  security: unknown[];
  'x-rights'?: string[];
  parameters: { in: string; name: string; description?: string }[];
  requestBody: { content: Record<string, { schema: { required: string[]; properties: Record<string, { pattern?: string }> } }> };
  responses: Record<string, { content: Record<string, unknown> }>;
}
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

function operation(path: string, method: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

beforeAll(async () => {
  deps = await createTestDeps([]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-contract-'));
  const registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(registryFile, JSON.stringify({ modules: {} }));
  gateway = await startTestServer(
    createGatewayApp({
      version: 'v-test',
      tokens: deps.tokens,
      clock: deps.clock,
      log: deps.log,
      registryFile,
      staticDir: dir,
      targets: {},
      rateLimitPerMinute: 10_000,
      apis: ALL_SERVICES.map((s) => s.api),
    }),
  );
  const res = await gateway.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
}, 60_000);

afterAll(async () => {
  await gateway.close();
  await deps.db.close();
});

test('the calls the gateway and the page let through without a session are exactly the routes declared public', () => {
  const name = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;
  const declaredPublic = [gatewayApi, ...ALL_SERVICES.map((s) => s.api)].flatMap((api) =>
    api.routes.filter((r) => r.access === 'public').map(name),
  );
  expect(declaredPublic.sort()).toEqual(PUBLIC_ROUTES.map(name).sort());
});

test("the gateway's own routes answer, and the page shows the document with self-hosted assets", async () => {
  for (const route of gatewayApi.routes.filter((r) => r.method === 'get'))
    expect((await gateway.call('GET', `/api${route.path}`)).status).toBe(200);
  const page = await fetch(`${gateway.url}/api/docs`);
  const html = await page.text();
  expect(page.headers.get('content-type')).toContain('text/html');
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
  for (const src of scripts) {
    const asset = await fetch(gateway.url + src);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }
  expect(await (await fetch(`${gateway.url}/api/docs/init.js`)).text()).toContain('"/api/openapi.json"');
  expect((await fetch(`${gateway.url}/api/docs/package.json`)).status).toBe(404);
});

test('operations come from the zod schemas the routes validate with, with their rights and answers', () => {
  expect(doc.openapi).toBe('3.1.0');
  const createRole = operation('/api/role', 'post');
  expect(createRole.security).toEqual([{ bearer: [] }]);
  expect(createRole['x-rights']).toEqual(['PERMISSION_ROLE_ALL']);
  expect(Object.keys(createRole.responses).sort()).toEqual(['201', '400', '401', '403', '413', '422']);
  const roleBody = createRole.requestBody.content['application/json']!.schema;
  expect(roleBody.required).toEqual(['code', 'name']);
  expect(roleBody.properties.code?.pattern).toBe('^ROLE_[A-Z0-9_]{2,60}$');

  const login = operation('/api/login_check', 'post');
  expect(login.security).toEqual([]);
  expect(login.responses['401']).toBeUndefined();

  const labelOff = operation('/api/person/{id}/labels/{labelId}', 'delete');
  expect(labelOff.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', 'path:labelId']);
  const persons = operation('/api/person', 'get');
  expect(persons.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'itemsPerPage', 'filters', 'csv-columns']));
  // the CSV's columns and titles (ADR 0105) are documented with the list
  expect(persons.parameters.find((p) => p.name === 'csv-columns')!.description).toContain('headed by its label key');
  expect(Object.keys(persons.responses['200']!.content)).toEqual(['application/json', 'text/csv']);
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Messages, PublicRoutes } from '@app/contracts';
import { ok } from '../http/envelope';
import { serviceApi } from './api-route';
import { createServiceApp } from '../http/service-app';
import { testRoute, testServiceApi } from '../testing/test-api';
import { createTestDeps, startTestServer, type TestDeps, type TestServer } from '../testing/test-deps';
import { testToken } from '../testing/tokens';

const routes = {
  open: testRoute('get', '/demo/open'),
  signedIn: testRoute('get', '/demo/signed-in', 'token'),
  planners: testRoute('post', '/demo/planners', ['PERMISSION_REQUEST_ALL']),
};
const answer = (ctx: Parameters<typeof ok>[0]) => ok(ctx, { path: ctx.path });

let deps: TestDeps;
let server: TestServer;
beforeAll(async () => {
  deps = await createTestDeps([]);
  server = await startTestServer(
    createServiceApp(testServiceApi('demo', Object.values(routes)), deps, (mount) => {
      for (const route of Object.values(routes)) mount(route, answer);
    }),
  );
});
afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('a route mounted from its declaration', () => {
  it('answers with the method and path declared, and the health route comes with every service', async () => {
    expect((await server.call('GET', '/api/demo/open')).body.data).toEqual({ path: '/api/demo/open' });
    expect((await server.call('GET', '/api/demo/health')).body.data).toEqual({ status: 'ok', service: 'demo' });
    expect((await server.call('GET', '/api/demo/planners')).status).toBe(405);
  });

  it('checks the access its declaration names: a token, or a token holding one of the rights', async () => {
    const without = await server.call('GET', '/api/demo/signed-in');
    expect(without.status).toBe(401);
    expect(without.body.meta.messages[0].message).toBe(Messages.tokenExpired);
    const plain = await testToken(deps);
    expect((await server.call('GET', '/api/demo/signed-in', { token: plain })).status).toBe(200);
    const refused = await server.call('POST', '/api/demo/planners', { token: plain });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    const planner = await testToken(deps, { allow: ['PERMISSION_REQUEST_ALL'] });
    expect((await server.call('POST', '/api/demo/planners', { token: planner })).status).toBe(200);
  });
});

describe('a service whose router and published routes differ does not start', () => {
  it('refuses a declared route that is not mounted', () => {
    expect(() => createServiceApp(testServiceApi('demo', Object.values(routes)), deps, (mount) => mount(routes.open, answer))).toThrow(
      'demo: every route is declared once and mounted once (not mounted: GET /demo/signed-in, POST /demo/planners; not published: none)',
    );
  });

  it('refuses a mounted route that the service does not publish', () => {
    expect(() =>
      createServiceApp(testServiceApi('demo', [routes.open]), deps, (mount) => {
        mount(routes.open, answer);
        mount(routes.signedIn, answer);
      }),
    ).toThrow('demo: every route is declared once and mounted once (not mounted: none; not published: GET /demo/signed-in)');
  });

  it('cannot declare a route public that the gateway and the page do not know as public', () => {
    const listed = { ...PublicRoutes.appDeviceKey, summary: 'listed' };
    expect(serviceApi('notify', [listed]).routes).toContain(listed);
    expect(() => serviceApi('notify', [routes.open, routes.signedIn, testRoute('post', '/app-device/key')])).toThrow(
      'notify: a public route is declared from its entry in PublicRoutes (not listed: GET /demo/open, POST /app-device/key)',
    );
  });

  it('cannot be given a route beside its declarations: lint refuses router.get and its kin in a service', () => {
    const root = path.resolve(__dirname, '../../../..');
    const source = "export const mountDemo = (router: { get: (...a: unknown[]) => void }) => router.get('/demo', () => undefined);\n";
    const lint = spawnSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', 'services/notify/src/routes/demo.ts'],
      {
        cwd: root,
        input: source,
        encoding: 'utf8',
      },
    );
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain('A route is mounted from its declaration');
  });
});

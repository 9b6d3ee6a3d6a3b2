import { DEFAULT_ROLES } from '@app/identity';
import { MAILING_ALL_PERMISSION } from '@app/contracts';
import {
  createTestDeps,
  expectGuardAnswer,
  matrixHolder,
  matrixTokenFields,
  startTestServer,
  testToken,
  undiscriminatingRows,
  type GuardedEndpoint,
  type TestDeps,
  type TestServer,
} from '@app/service-kit/testing';
import { notifyService } from '../index';

/** Notify's guarded endpoints against every default role (docs/roles.md, 'Permission matrices'). */

const ROLES = ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'] as const;

/** The table: one row per guarded endpoint. */
const ENDPOINTS: GuardedEndpoint[] = [{ method: 'GET', path: '/api/outbox', anyOf: [MAILING_ALL_PERMISSION], allowed: 200 }];

let deps: TestDeps;
let server: TestServer;

beforeAll(async () => {
  deps = await createTestDeps([notifyService]);
  server = await startTestServer(notifyService.createApp(deps));
}, 120_000);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

it('every guarded row tells roles apart: some default role holds its right and another does not', () => {
  expect(undiscriminatingRows(DEFAULT_ROLES, ROLES, ENDPOINTS)).toEqual([]);
});

describe.each(ROLES)('notify permission matrix: %s', (code) => {
  const holder = matrixHolder(DEFAULT_ROLES, code);

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_row, endpoint) => {
    const token = await testToken(deps, { ...matrixTokenFields(DEFAULT_ROLES, code), pool_id: 1 });
    expectGuardAnswer(holder, endpoint, await server.call(endpoint.method, endpoint.path, { token, body: endpoint.body }));
  });
});

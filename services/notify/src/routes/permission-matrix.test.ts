import { DEFAULT_ROLES, InboxRights, MAILING_ALL_PERMISSION } from '@app/contracts';
import {
  createTestDeps,
  describePermissionMatrix,
  startTestServer,
  type GuardedEndpoint,
  type TestDeps,
  type TestServer,
} from '@app/service-kit/testing';
import { notifyService } from '../index';

/** Notify's guarded endpoints against every default role (docs/roles.md, 'Permission matrices'). */

const ROLES = ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'] as const;

/** The table: one row per guarded endpoint. */
const ENDPOINTS: GuardedEndpoint[] = [
  { method: 'GET', path: '/api/outbox', anyOf: [MAILING_ALL_PERMISSION], allowed: 200 },
  { method: 'POST', path: '/api/app-device', anyOf: InboxRights, allowed: 422 },
  { method: 'DELETE', path: '/api/app-device', anyOf: InboxRights, allowed: 422 },
];

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

describePermissionMatrix('notify', DEFAULT_ROLES, ROLES, ENDPOINTS, () => ({ deps, server }));

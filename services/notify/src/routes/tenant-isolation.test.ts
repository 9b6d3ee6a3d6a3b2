import { InboxRights, MAILING_ALL_PERMISSION } from '@app/contracts';
import {
  createTestDeps,
  describeBadInput,
  describeTenantIsolation,
  leastPrivilegeFindings,
  poolFingerprint,
  relayToNotify,
  rowCounts,
  startTestServer,
  testToken,
  type TestDeps,
  type TestServer,
} from '@app/service-kit/testing';
import { notifyApi } from '../app';
import { notifyService } from '../index';
import { startOutboxIntake } from '../jobs/outbox-intake';
import { saveDevice } from '../store/app-devices';

/** Notify's routes against another pool and bad input: pool 1's mailing administrator and pool 2's mail and phone. */
const POOL_A = 1;
const POOL_B = 2;
let deps: TestDeps;
let server: TestServer;
let tokenA: string;
const B_DEVICE = 'https://push.example/b-only-device';

beforeAll(async () => {
  deps = await createTestDeps([notifyService]);
  const stop = startOutboxIntake(deps);
  for (const [pool, recipient] of [
    [POOL_A, 'a-only@example.nl'],
    [POOL_B, 'b-only@example.nl'],
  ] as const)
    await relayToNotify(deps, [
      {
        pool_id: pool,
        channel: 'mail',
        recipient,
        subject: `Mail of pool ${pool}`,
        text: 'Hello',
        html: null,
        template: 'test.mail',
      },
    ]);
  // the intake stores asynchronously: wait until both rows are there
  for (
    let i = 0;
    i < 200 && Object.values(await poolFingerprint(deps.db, ['notify'], POOL_B)).every((h) => h === 'd41d8cd98f00b204e9800998ecf8427e');
    i++
  )
    await new Promise((r) => setTimeout(r, 20));
  stop();
  // pool B's person 7 has a phone; pool A's caller is person 7 of pool A
  await deps.db.withPool(POOL_B, (tx) =>
    saveDevice(tx, POOL_B, 7, { endpoint: B_DEVICE, keys: { p256dh: 'B'.repeat(87), auth: 'b'.repeat(22) } }, deps.clock.now()),
  );
  server = await startTestServer(notifyService.createApp(deps));
  // a sysadmin too reads its own pool's mail only
  tokenA = await testToken(deps, { pool_id: POOL_A, person_id: 7, allow: [MAILING_ALL_PERMISSION, ...InboxRights], is_sysadmin: true });
}, 120_000);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

test('least privilege: the runtime role owns nothing and cannot bypass RLS; the outbox has RLS forced', async () => {
  expect(await leastPrivilegeFindings(deps.db, 'notify')).toEqual([]);
});

describeTenantIsolation(
  'notify',
  {
    'GET /api/notify/health': { noPoolData: 'health' },
    'GET /api/outbox': () => [
      { method: 'GET', path: '/api/outbox' },
      { method: 'GET', path: '/api/outbox?recipient=b-only%40example.nl' },
    ],
    'GET /api/app-device/key': { noPoolData: 'the installation-wide public VAPID key' },
    // the same endpoint registered in pool A is pool A's own device; pool B's stays as it is
    'POST /api/app-device': () => [
      {
        method: 'POST',
        path: '/api/app-device',
        body: { subscription: { endpoint: B_DEVICE, keys: { p256dh: 'A'.repeat(87), auth: 'a'.repeat(22) } } },
      },
    ],
    'DELETE /api/app-device': () => [{ method: 'DELETE', path: '/api/app-device', body: { endpoint: B_DEVICE } }],
  },
  () => ({
    app: notifyService.createApp(deps),
    server,
    tokenA,
    idsB: {},
    markersB: ['b-only@example.nl', 'Mail of pool 2'],
    fingerprintB: () => poolFingerprint(deps.db, ['notify'], POOL_B),
  }),
);

describeBadInput(notifyApi, () => ({
  server,
  token: tokenA,
  pathOf: (path) => path,
  counts: () => rowCounts(deps.db, ['notify']),
}));

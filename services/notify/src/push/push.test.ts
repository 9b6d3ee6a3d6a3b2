import { APP_DEVICE_CHANNEL, InboxRights, pushRecipient } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { createTestDeps, relayToNotify, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { notifyService } from '../index';
import { startAppDeviceIntake } from '../jobs/app-device-intake';
import { startOutboxIntake } from '../jobs/outbox-intake';
import { NO_DEVICE, NO_PERSON } from '../routes/app-device';
import { deliverDuePush } from './push-sender';
import { startPushServiceSim } from './push-service-sim';
import { resolveVapidKeys } from './vapid-keys';

let deps: TestDeps;
let server: TestServer;
let sim: Awaited<ReturnType<typeof startPushServiceSim>>;
let stops: (() => void)[];
let iris: string;

const IRIS = 41;

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

const devicesOf = (personId: number) =>
  deps.db.withSystem((tx) =>
    rowsOf<{ pool_id: number; endpoint: string }>(
      tx,
      sql`select pool_id, endpoint from notify.app_devices where person_id = ${personId} order by id`,
    ),
  );

const outboxRow = (recipient: string) =>
  deps.db.withSystem((tx) =>
    rowsOf<{ status: string; attempts: number; last_error: string | null }>(
      tx,
      sql`select status, attempts, last_error from notify.outbox where recipient = ${recipient}`,
    ),
  );

/** An offer's push message for a person, waited for until notify stored it. */
async function pushOffer(personId: number) {
  await relayToNotify(deps, [
    {
      pool_id: 1,
      channel: 'push',
      recipient: pushRecipient(personId),
      subject: 'Uitnodiging: Het Kompas',
      text: 'Wilt u invallen op 07-06-2027 ochtend?',
      template: 'staffing.invitation.push',
      secrets: { link: 'https://invalpool.example/invitation/confirm/abc' },
    },
  ]);
  await waitFor(async () => ((await outboxRow(pushRecipient(personId))).length ? true : undefined));
}

beforeAll(async () => {
  deps = await createTestDeps([notifyService]);
  stops = [startOutboxIntake(deps), startAppDeviceIntake(deps)];
  server = await startTestServer(notifyService.createApp(deps));
  sim = await startPushServiceSim();
  iris = await testToken(deps, { pool_id: 1, person_id: IRIS, allow: [...InboxRights] });
}, 120_000);

afterAll(async () => {
  stops.forEach((stop) => stop());
  await sim.close();
  await server.close();
  await deps.db.close();
});

test('the VAPID key is public, kept once per installation beside the data folder', async () => {
  const res = await server.call('GET', '/api/app-device/key');
  expect(res.status).toBe(200);
  expect(res.body.data.public_key).toBe(resolveVapidKeys(deps.config).publicKey);
  expect(Buffer.from(res.body.data.public_key, 'base64url')).toHaveLength(65);
  expect(resolveVapidKeys({ ...deps.config, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toMatchObject({
    publicKey: 'pub',
    privateKey: 'priv',
  });
});

test('a person registers a device, an offer is pushed to it encrypted with the link, and the person unregisters it', async () => {
  const subscription = sim.subscribe();
  const res = await server.call('POST', '/api/app-device', { token: iris, body: { subscription } });
  expect(res.status).toBe(201);
  // registering again keeps one device
  expect((await server.call('POST', '/api/app-device', { token: iris, body: { subscription } })).status).toBe(201);
  expect(await devicesOf(IRIS)).toEqual([{ pool_id: 1, endpoint: subscription.endpoint }]);

  await pushOffer(IRIS);
  await deliverDuePush(deps, { keys: resolveVapidKeys(deps.config), agent: sim.agent });
  const got = sim.received.find((r) => subscription.endpoint.endsWith(r.subscription))!;
  expect(got.payload).toEqual({
    title: 'Uitnodiging: Het Kompas',
    body: 'Wilt u invallen op 07-06-2027 ochtend?',
    url: 'https://invalpool.example/invitation/confirm/abc',
  });
  expect(got.authorization).toMatch(/^vapid t=.+, k=/);
  expect(got.ttl).toBe(String(2 * 24 * 3600));
  expect(await outboxRow(pushRecipient(IRIS))).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);

  const removed = await server.call('DELETE', '/api/app-device', { token: iris, body: { endpoint: subscription.endpoint } });
  expect(removed.status).toBe(200);
  expect(await devicesOf(IRIS)).toEqual([]);
  const again = await server.call('DELETE', '/api/app-device', { token: iris, body: { endpoint: subscription.endpoint } });
  expect(again.status).toBe(404);
  expect(again.body.meta.messages[0].message).toBe(NO_DEVICE);
});

test('a subscription the push service says is gone (410) is removed; the others still get the message', async () => {
  const person = 42;
  const [kept, gone] = [sim.subscribe(), sim.subscribe()];
  for (const subscription of [kept, gone])
    await deps.bus.publish({
      channel: APP_DEVICE_CHANNEL,
      event: 'add',
      author: null,
      payload: { action: 'add', pool_id: 1, person_id: person, subscription },
    });
  await waitFor(async () => ((await devicesOf(person)).length === 2 ? true : undefined));
  sim.drop(gone.endpoint);
  await pushOffer(person);
  await deliverDuePush(deps, { keys: resolveVapidKeys(deps.config), agent: sim.agent });
  expect((await devicesOf(person)).map((d) => d.endpoint)).toEqual([kept.endpoint]);
  expect(sim.received.filter((r) => kept.endpoint.endsWith(r.subscription))).toHaveLength(1);
  expect((await outboxRow(pushRecipient(person)))[0]).toMatchObject({ status: 'sent' });
});

test('a push service that cannot be reached is retried with backoff', async () => {
  const person = 43;
  const subscription = sim.subscribe();
  await deps.bus.publish({
    channel: APP_DEVICE_CHANNEL,
    event: 'add',
    author: null,
    payload: { action: 'add', pool_id: 1, person_id: person, subscription },
  });
  await waitFor(async () => ((await devicesOf(person)).length ? true : undefined));
  await pushOffer(person);
  // without the agent the sender does not trust the local push service's certificate
  await deliverDuePush(deps, { keys: resolveVapidKeys(deps.config) });
  const [row] = await outboxRow(pushRecipient(person));
  expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  expect(row!.last_error).toMatch(/^push failed on 1 of 1 devices/);
  deps.clock.advance(31_000);
  await deliverDuePush(deps, { keys: resolveVapidKeys(deps.config), agent: sim.agent });
  expect((await outboxRow(pushRecipient(person)))[0]).toMatchObject({ status: 'sent', attempts: 2 });
});

test('registering needs a person and the inbox right, and a valid https subscription', async () => {
  const subscription = sim.subscribe();
  expect((await server.call('POST', '/api/app-device', { body: { subscription } })).status).toBe(401);
  const noInbox = await testToken(deps, { pool_id: 1, person_id: IRIS });
  expect((await server.call('POST', '/api/app-device', { token: noInbox, body: { subscription } })).status).toBe(403);
  const noPerson = await testToken(deps, { pool_id: 1, person_id: null, allow: [...InboxRights] });
  const refused = await server.call('POST', '/api/app-device', { token: noPerson, body: { subscription } });
  expect(refused.status).toBe(403);
  expect(refused.body.meta.messages[0].message).toBe(NO_PERSON);
  for (const body of [
    {},
    { subscription: { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') } },
    { subscription: { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } } },
    { subscription, extra: 1 },
  ])
    expect((await server.call('POST', '/api/app-device', { token: iris, body })).status).toBe(422);
});

import fs from 'node:fs';
import path from 'node:path';
import { MAILING_ALL_PERMISSION } from '@app/contracts';
import { createTestDeps, relayToNotify, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { PermanentDeliveryError } from '../../domain/delivery-error';
import { notifyService } from '../../index';
import { startOutboxIntake } from '../../jobs/outbox-intake';
import { smsDirOf, startNotifyJobs } from '../../jobs/start-jobs';
import { createHttpSmsProvider, type SmsProvider } from './sms-provider';
import { startSmsProviderSim } from './sms-provider-sim';
import { deliverDueSms, smsReference } from './sms-sender';

let deps: TestDeps;
let server: TestServer;
let sim: Awaited<ReturnType<typeof startSmsProviderSim>>;
let provider: SmsProvider;
let stopIntake: () => void | Promise<void>;
let admin: string;

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

type Item = { id: number; status: string; attempts: number; last_error: string | null; text: string; channel: string };
const outboxFor = async (recipient: string) =>
  (await server.call('GET', `/api/outbox?recipient=${encodeURIComponent(recipient)}`, { token: admin })).body.data as Item[];

/** Relays a text message to notify and waits until notify stored it. */
async function text(recipient: string, body = 'Kunt u invallen? {{link}}') {
  await relayToNotify(deps, [
    {
      pool_id: 1,
      channel: 'sms',
      recipient,
      text: body,
      template: 'staffing.invitation.sms',
      secrets: { link: 'https://invalpool.example/invitation/confirm/abc' },
    },
  ]);
  return (await waitFor(async () => (await outboxFor(recipient))[0]))!;
}

beforeAll(async () => {
  deps = await createTestDeps([notifyService]);
  stopIntake = startOutboxIntake(deps);
  server = await startTestServer(notifyService.createApp(deps));
  sim = await startSmsProviderSim();
  provider = createHttpSmsProvider({ url: sim.url, apiKey: 'test-key', originator: 'Invalpool', timeoutMs: 300 });
  admin = await testToken(deps, { pool_id: 1, allow: [MAILING_ALL_PERMISSION] });
}, 120_000);

afterAll(async () => {
  await stopIntake();
  await sim.close();
  await server.close();
  await deps.db.close();
});

test('a text message goes to the provider once, with the key, the sender name and the link filled in; the outbox hides the link', async () => {
  const queued = await text('+31611111111');
  expect(queued).toMatchObject({ channel: 'sms', status: 'queued', text: 'Kunt u invallen? [hidden]' });
  await deliverDueSms(deps, provider);
  const got = sim.delivered.get(smsReference(queued.id))!;
  expect(got.authorization).toBe('AccessKey test-key');
  expect(got.body).toEqual({
    originator: 'Invalpool',
    recipients: ['+31611111111'],
    body: 'Kunt u invallen? https://invalpool.example/invitation/confirm/abc',
    reference: `invalpool-outbox-${queued.id}`,
  });
  expect((await outboxFor('+31611111111'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  expect(await deliverDueSms(deps, provider)).toBe(0);
});

test('a 4xx refusal fails the message at once, with the reason the provider gave', async () => {
  const queued = await text('+31622222222');
  sim.answerNext({ status: 422, body: { errors: [{ code: 9, description: 'no (correct) recipients found' }] } });
  await deliverDueSms(deps, provider);
  expect((await outboxFor('+31622222222'))[0]).toMatchObject({
    status: 'failed',
    attempts: 1,
    last_error: 'SMS provider refused: 422 no (correct) recipients found',
  });
  expect(sim.delivered.has(smsReference(queued.id))).toBe(false);
});

test('a 5xx is retried after the backoff, then sent', async () => {
  const queued = await text('+31633333333');
  sim.answerNext({ status: 503, body: { message: 'try later' } });
  await deliverDueSms(deps, provider);
  expect((await outboxFor('+31633333333'))[0]).toMatchObject({
    status: 'queued',
    attempts: 1,
    last_error: 'SMS provider refused: 503 try later',
  });
  // not due before the backoff
  expect(await deliverDueSms(deps, provider)).toBe(0);
  deps.clock.advance(31_000);
  await deliverDueSms(deps, provider);
  expect((await outboxFor('+31633333333'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  const tries = sim.requests.filter((r) => r.key === smsReference(queued.id));
  expect(tries).toHaveLength(2);
});

test('a slow answer is a timeout and retried with the same key: the provider sends it once', async () => {
  const queued = await text('+31644444444');
  sim.answerNext({ delayMs: 1000 });
  await deliverDueSms(deps, provider);
  const [after] = await outboxFor('+31644444444');
  expect(after).toMatchObject({ status: 'queued', attempts: 1 });
  expect(after!.last_error).toMatch(/^SMS provider unreachable: .*(timeout|aborted)/i);
  deps.clock.advance(31_000);
  await deliverDueSms(deps, provider);
  expect((await outboxFor('+31644444444'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  expect(sim.requests.filter((r) => r.key === smsReference(queued.id))).toHaveLength(2);
  expect([...sim.delivered.values()].filter((r) => r.key === smsReference(queued.id))).toHaveLength(1);
});

test('no connection is a retry, not a failure', async () => {
  const closed = createHttpSmsProvider({ url: 'http://127.0.0.1:9/messages', originator: 'Invalpool', timeoutMs: 300 });
  await expect(closed.send({ to: '+31600000000', body: 'x', reference: 'r' })).rejects.not.toBeInstanceOf(PermanentDeliveryError);
});

test('without SMS_PROVIDER_URL the jobs write each text message as a file in the sms folder', async () => {
  await stopIntake();
  stopIntake = startNotifyJobs({ ...deps, config: { ...deps.config, OUTBOX_POLL_MS: 50 } });
  const queued = await text('+31655555555', 'Open {{link}}');
  const file = path.join(smsDirOf(deps.config), `${smsReference(queued.id)}.txt`);
  await waitFor(() => (fs.existsSync(file) ? true : undefined));
  expect(fs.readFileSync(file, 'utf8')).toBe('To: +31655555555\n\nOpen https://invalpool.example/invitation/confirm/abc\n');
  await waitFor(async () => ((await outboxFor('+31655555555'))[0]?.status === 'sent' ? true : undefined));
});

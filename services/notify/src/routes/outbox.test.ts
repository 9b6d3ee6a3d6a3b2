import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { MAILING_ALL_PERMISSION } from '@app/contracts';
import { startSmtpSink, type SmtpSink } from '@app/service-harness';
import { mailDirOf, rowsOf } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { createTestDeps, relayToNotify, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { notifyService } from '../index';
import { startNotifyJobs } from '../jobs/start-jobs';
import { startOutboxIntake } from '../jobs/outbox-intake';
import { createSmtpTransport, deliverDueMail, type MailTransport } from '../jobs/mail-sender';

let deps: TestDeps;
let server: TestServer;
let smtp: SmtpSink;
let transport: MailTransport;
let stopJobs: () => void | Promise<void>;
let sysadmin: string;

const FROM = 'Invalpool <no-reply@invalpool.nl>';

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

const outboxFor = async (recipient: string, token = sysadmin) =>
  (await server.call('GET', `/api/outbox?recipient=${encodeURIComponent(recipient)}`, { token })).body.data as {
    id: number;
    status: string;
    attempts: number;
    last_error: string | null;
    subject: string;
    text: string;
  }[];

const mail = (recipient: string, poolId: number | null = 1, subject = 'Hello') =>
  relayToNotify(deps, [
    { pool_id: poolId, channel: 'mail', recipient, subject, text: `Body for ${recipient}`, html: null, template: 'test.mail' },
  ]);

/** A two-factor code mail, its code a secret filled in at delivery only. */
const codeMail = (recipient: string, code: string) =>
  relayToNotify(deps, [
    {
      pool_id: 1,
      channel: 'mail',
      recipient,
      subject: 'Your code',
      text: 'Your access code is {{code}}.',
      html: null,
      template: 'account.two_factor_code',
      secrets: { code },
    },
  ]);

beforeAll(async () => {
  deps = await createTestDeps([notifyService]);
  // the intake alone: the tests below drive the sender themselves
  stopJobs = startOutboxIntake(deps);
  server = await startTestServer(notifyService.createApp(deps));
  smtp = await startSmtpSink();
  transport = createSmtpTransport(smtp.url);
  sysadmin = await testToken(deps, { is_sysadmin: true, pool_id: 1 }, 30 * 24 * 3600);
}, 120_000);

afterAll(async () => {
  await stopJobs();
  transport.close();
  await smtp.close();
  await server.close();
  await deps.db.close();
});

test('an enqueued mail is stored as queued and readable in GET /api/outbox', async () => {
  await mail('anna@example.nl');
  const [item] = await waitFor(async () => ((await outboxFor('anna@example.nl')).length ? outboxFor('anna@example.nl') : undefined));
  expect(item).toMatchObject({ status: 'queued', attempts: 0, subject: 'Hello', text: 'Body for anna@example.nl' });
});

test('messages are stored in the order they were enqueued, so one person gets them in that order', async () => {
  const subjects = Array.from({ length: 12 }, (_, i) => `Mail ${i + 1}`);
  for (const subject of subjects) await mail('ordered@example.nl', 1, subject);
  const stored = await waitFor(async () => {
    const items = await outboxFor('ordered@example.nl');
    return items.length === subjects.length ? items : undefined;
  });
  // the outbox lists newest first: by id, oldest first, they read as they were sent
  expect(stored.sort((a, b) => a.id - b.id).map((m) => m.subject)).toEqual(subjects);
});

test('a message relayed again (the same key) is stored once, and every relay is answered with its keys', async () => {
  const answers: unknown[] = [];
  const stop = deps.bus.subscribe((e) => {
    if (e.event === 'internal/notify/outbox/stored') answers.push(e.payload);
  });
  const message = {
    pool_id: 1,
    channel: 'mail' as const,
    recipient: 'twice@example.nl',
    subject: 'Once',
    text: 'Once only',
    template: 'test.mail',
  };
  const [key] = await relayToNotify(deps, [message], 'staffing');
  await relayToNotify(deps, [{ ...message, key }], 'staffing');
  await waitFor(async () => (answers.length === 2 ? true : undefined));
  stop();
  expect(answers).toEqual([
    { source: 'staffing', keys: [key] },
    { source: 'staffing', keys: [key] },
  ]);
  expect(await outboxFor('twice@example.nl')).toHaveLength(1);
});

test('the sender delivers due mail to a real SMTP server and marks it sent', async () => {
  await mail('bob@example.nl', 1, 'Your code');
  await waitFor(async () => ((await outboxFor('bob@example.nl')).length ? true : undefined));
  const before = smtp.received.length;
  const handled = await deliverDueMail(deps, transport, FROM);
  expect(handled).toBeGreaterThanOrEqual(1);
  const got = smtp.received.slice(before).find((m) => m.to.includes('bob@example.nl'));
  expect(got?.from).toBe('no-reply@invalpool.nl');
  expect(got?.raw).toContain('Subject: Your code');
  expect(got?.raw).toContain('Body for bob@example.nl');
  const [item] = await outboxFor('bob@example.nl');
  expect(item).toMatchObject({ status: 'sent', attempts: 1 });
  // nothing is sent twice
  expect(await deliverDueMail(deps, transport, FROM)).toBe(0);
});

test('a refused delivery is retried with backoff by the clock, then sent', async () => {
  await mail('carol@example.nl');
  await waitFor(async () => ((await outboxFor('carol@example.nl')).length ? true : undefined));
  smtp.refuseNext(1);
  await deliverDueMail(deps, transport, FROM);
  let [item] = await outboxFor('carol@example.nl');
  expect(item).toMatchObject({ status: 'queued', attempts: 1 });
  expect(item!.last_error).toContain('Mailbox busy');
  // not due yet: nothing happens before the backoff has passed
  expect(await deliverDueMail(deps, transport, FROM)).toBe(0);
  deps.clock.advance(31_000);
  expect(await deliverDueMail(deps, transport, FROM)).toBe(1);
  [item] = await outboxFor('carol@example.nl');
  expect(item).toMatchObject({ status: 'sent', attempts: 2 });
});

test('after five failed attempts a message is marked failed', async () => {
  await mail('dave@example.nl');
  await waitFor(async () => ((await outboxFor('dave@example.nl')).length ? true : undefined));
  smtp.refuseNext(5);
  for (let i = 0; i < 5; i++) {
    await deliverDueMail(deps, transport, FROM);
    deps.clock.advance(60 * 60 * 1000);
  }
  const [item] = await outboxFor('dave@example.nl');
  expect(item).toMatchObject({ status: 'failed', attempts: 5 });
});

test('reading the outbox needs the mailing right and shows the token pool only, a sysadmin too', async () => {
  await mail('erin@example.nl', 2);
  await mail('erin@example.nl', 1);
  await mail('erin@example.nl', null);
  const planner = await testToken(deps, { pool_id: 2, allow: [MAILING_ALL_PERMISSION] });
  await waitFor(async () => ((await outboxFor('erin@example.nl', planner)).length === 1 ? true : undefined));
  const nobody = await testToken(deps, {});
  expect((await server.call('GET', '/api/outbox', { token: nobody })).status).toBe(403);
  expect((await server.call('GET', '/api/outbox')).status).toBe(401);
  const own = await outboxFor('erin@example.nl', planner);
  expect(own).toHaveLength(1);
  // the sysadmin signed into pool 1 sees pool 1's mail only: neither pool 2's nor mail outside any pool
  expect(await outboxFor('erin@example.nl')).toHaveLength(1);
  const res = await server.call('GET', '/api/outbox?per_page=2&page=1', { token: sysadmin });
  expect(res.body.data).toHaveLength(2);
  expect(res.body.data[0].id).toBeGreaterThan(res.body.data[1].id);
  expect(res.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 1 });
  expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(5);
});

test('a malformed message is dropped, bad paging is 422', async () => {
  await deps.bus.publish({
    channel: 'internal/notify/outbox',
    event: 'internal/notify/outbox/relay',
    author: null,
    payload: { source: 'test', messages: [{ recipient: '' }] },
  });
  expect((await server.call('GET', '/api/outbox?per_page=1000', { token: sysadmin })).status).toBe(422);
});

test('with SMTP_URL set the jobs deliver queued mail on their own', async () => {
  // replace the jobs started without SMTP_URL, so each message is stored once
  await stopJobs();
  stopJobs = startNotifyJobs({ ...deps, config: { ...deps.config, SMTP_URL: smtp.url, OUTBOX_POLL_MS: 50 } });
  await mail('frank@example.nl');
  await waitFor(async () => ((await outboxFor('frank@example.nl'))[0]?.status === 'sent' ? true : undefined));
  expect(await outboxFor('frank@example.nl')).toHaveLength(1);
  expect(smtp.received.filter((m) => m.to.includes('frank@example.nl'))).toHaveLength(1);
});

test('secrets are delivered in the mail only: the outbox API hides them and forgets them once sent', async () => {
  // the intake alone: the sender below is driven by the test, so the message is seen at rest first
  await stopJobs();
  stopJobs = startOutboxIntake(deps);
  await codeMail('gina@example.nl', '482913');
  const [queued] = await waitFor(async () => ((await outboxFor('gina@example.nl')).length ? outboxFor('gina@example.nl') : undefined));
  expect(queued!.text).toBe('Your access code is [hidden].');
  expect(JSON.stringify(queued)).not.toContain('482913');
  // at rest the code is sealed (AES-256-GCM under OUTBOX_SECRET_KEY)
  const [atRest] = await deps.db.withSystem((tx) =>
    rowsOf<{ sealed_secrets: string }>(tx, sql`select sealed_secrets from notify.outbox where recipient = 'gina@example.nl'`),
  );
  expect(atRest!.sealed_secrets).toMatch(/^v1\./);
  expect(atRest!.sealed_secrets).not.toContain('482913');
  await deliverDueMail(deps, transport, FROM);
  const delivered = await waitFor(async () => smtp.received.find((m) => m.to.includes('gina@example.nl')));
  expect((await simpleParser(delivered.raw)).text).toContain('Your access code is 482913.');
  const stored = await deps.db.withSystem((tx) =>
    rowsOf(tx, sql`select sealed_secrets, body_text from notify.outbox where recipient = 'gina@example.nl'`),
  );
  expect(stored).toEqual([{ sealed_secrets: null, body_text: 'Your access code is {{code}}.' }]);
});

test('a message sealed before OUTBOX_SECRET_KEY was rotated is delivered with its secret through the previous key', async () => {
  await stopJobs();
  stopJobs = startOutboxIntake(deps);
  const key = deps.config.OUTBOX_SECRET_KEY;
  await codeMail('ivy@example.nl', '731408');
  await waitFor(async () => ((await outboxFor('ivy@example.nl')).length ? true : undefined));
  Object.assign(deps.config, { OUTBOX_SECRET_KEY: 'r'.repeat(48), OUTBOX_SECRET_KEY_PREVIOUS: key });
  try {
    await deliverDueMail(deps, transport, FROM);
    const delivered = await waitFor(async () => smtp.received.find((m) => m.to.includes('ivy@example.nl')));
    expect((await simpleParser(delivered.raw)).text).toContain('Your access code is 731408.');
  } finally {
    Object.assign(deps.config, { OUTBOX_SECRET_KEY: key, OUTBOX_SECRET_KEY_PREVIOUS: undefined });
  }
});

test('without SMTP_URL the jobs deliver each mail as one .eml file in the mail folder, secrets filled in', async () => {
  // the SMTP jobs end their delivery in flight first: none of them takes the message below
  await stopJobs();
  stopJobs = startNotifyJobs(deps);
  const dir = mailDirOf(deps.config);
  await relayToNotify(deps, [
    {
      pool_id: null,
      channel: 'mail',
      recipient: 'hank@example.nl',
      subject: 'Reset',
      text: 'Open {{link}}',
      html: null,
      template: 'account.password_reset',
      secrets: { link: 'http://127.0.0.1:8080/login/reset/abc' },
    },
  ]);
  const file = await waitFor(async () =>
    // only finished messages: a file still being written has a temporary name until it is renamed
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('hank@example.nl')),
  );
  const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
  expect(parsed.subject).toBe('Reset');
  expect(parsed.text).toContain('Open http://127.0.0.1:8080/login/reset/abc');
});

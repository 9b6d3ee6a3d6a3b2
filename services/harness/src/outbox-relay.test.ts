import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { mailDirOf, rowsOf, startOutboxRelay, writeOutbox, type OutboxTable } from '@app/service-kit';
import type { TestDeps } from '@app/service-kit/testing';
import { startServices, type StartedServices } from './start-services';

/**
 * The transactional outbox end to end on one database (ADR 0144): identity writes a message, its
 * relay hands it to notify until notify answers, notify stores the key once and delivers it once.
 */
let started: StartedServices;
let identity: TestDeps;
let table: OutboxTable;

beforeAll(async () => {
  started = await startServices(['identity', 'notify'], { demo: false });
  identity = { ...started.depsOf('identity'), config: { ...started.depsOf('identity').config, OUTBOX_RELAY_MS: 20 } };
  table = started.services.find((s) => s.name === 'identity')!.outbox!;
}, 120_000);
afterAll(() => started.close());

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out: ${what}`);
}

const producerRow = async (recipient: string) =>
  (
    await rowsOf<{ attempts: number; relayed_at: Date | null; sealed_secrets: string | null; idempotency_key: string }>(
      identity.db.db,
      sql`select attempts, relayed_at, sealed_secrets, idempotency_key from identity.outbox where recipient = ${recipient}`,
    )
  )[0]!;
const notifyRows = (recipient: string) =>
  rowsOf<{ status: string; idempotency_key: string }>(
    identity.db.db,
    sql`select status, idempotency_key from notify.outbox where recipient = ${recipient}`,
  );

test('a message notify does not answer is handed over again until it does; then its secret is wiped and it is sent once', async () => {
  const recipient = 'relay@example.nl';
  await identity.db.withGlobal((tx) =>
    writeOutbox(
      tx,
      table,
      identity.config,
      [
        {
          pool_id: null,
          channel: 'mail',
          recipient,
          text: 'Open {{link}}',
          template: 'account.password_reset',
          secrets: { link: 'http://x/reset/s3cret' },
        },
      ],
      identity.clock.now(),
    ),
  );
  // sealed at rest in the producer's outbox
  expect((await producerRow(recipient)).sealed_secrets).toMatch(/^v1\./);
  expect((await producerRow(recipient)).sealed_secrets).not.toContain('s3cret');

  // notify is not listening: the relay hands it over and waits for its next attempt
  const stopRelay = startOutboxRelay(identity, 'identity', table);
  await waitFor(async () => ((await producerRow(recipient)).attempts === 1 ? true : undefined), 'a first attempt');
  expect((await producerRow(recipient)).relayed_at).toBeNull();
  expect(await notifyRows(recipient)).toEqual([]);

  // notify comes back; the next attempt is due
  const stopNotify = started.services.find((s) => s.name === 'notify')!.startJobs!(started.depsOf('notify'));
  identity.clock.advance(5_000);
  await waitFor(async () => ((await producerRow(recipient)).relayed_at ? true : undefined), 'the answer of notify');
  const relayed = await producerRow(recipient);
  expect(relayed.attempts).toBe(2);
  expect(relayed.sealed_secrets).toBeNull();
  await waitFor(async () => ((await notifyRows(recipient))[0]?.status === 'sent' ? true : undefined), 'the delivery');

  // the answer got lost: the relay hands it over once more, notify keeps the one message it sent
  await identity.db.db.execute(sql`update identity.outbox set relayed_at = null, next_attempt_at = null where recipient = ${recipient}`);
  await waitFor(async () => ((await producerRow(recipient)).relayed_at ? true : undefined), 'the second answer');
  expect(await notifyRows(recipient)).toEqual([{ status: 'sent', idempotency_key: relayed.idempotency_key }]);
  const files = fs.readdirSync(mailDirOf(identity.config)).filter((f) => f.includes(relayed.idempotency_key));
  expect(files).toHaveLength(1);
  expect(fs.readFileSync(`${mailDirOf(identity.config)}/${files[0]}`, 'utf8')).toContain('http://x/reset/s3cret');

  await stopRelay();
  await stopNotify();
});

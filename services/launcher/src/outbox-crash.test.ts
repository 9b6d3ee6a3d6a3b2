import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '@app/service-kit';
import { launch, runningProcesses, stopProcess } from './testing/launcher-process';
import { mailsPerOffer, offerMailsIn } from './testing/offer-mails';

/**
 * The embedded default (`npm start`: every service in one process on PGlite) keeps its promise of
 * the demo offers' mail (README), also when the process is killed with SIGKILL: once after the
 * offers were committed and before anything was sent, once while the mail was going out. After the
 * last start every offer has exactly one mail in the data folder's mail files (ADR 0144).
 */
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-crash-'));
const dataDir = path.join(home, 'pglite');
const mailDir = path.join(home, 'mail');
/** The environment of `npm start`: no server, broker or SMTP relay, whatever the test's own environment says. */
function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  const own: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...extra };
  for (const name of ['DATABASE_URL', 'DEMO_DATA', 'BUS', 'SMTP_URL', 'MAIL_DIR', 'OUTBOX_SECRET_KEY']) delete own[name];
  return own;
}

afterAll(async () => {
  await Promise.all([...runningProcesses].map((p) => stopProcess(p, 'SIGKILL')));
  fs.rmSync(home, { recursive: true, force: true });
}, 60_000);

/** What the data folder holds, read while no process has it open. */
async function readOutboxes() {
  const db = await openDatabase({ dataDir });
  try {
    const offers = await rowsOf<{ token_hash: string }>(
      db.db,
      sql`select o.token_hash from staffing.offers o join masterdata.persons p on p.id = o.person_id and p.pool_id = o.pool_id
          where p.email is not null and p.email <> ''`,
    );
    const [staffing] = await rowsOf<{ mails: number; unrelayed: number }>(
      db.db,
      sql`select count(*) filter (where channel = 'mail')::int as mails, count(*) filter (where relayed_at is null)::int as unrelayed from staffing.outbox`,
    );
    const [notify] = await rowsOf<{ sent: number; keys: number; rows: number }>(
      db.db,
      sql`select count(*) filter (where status = 'sent')::int as sent, count(distinct idempotency_key)::int as keys, count(*)::int as rows
          from notify.outbox where template in ('staffing.invitation', 'staffing.reservation')`,
    );
    return { offerHashes: offers.map((o) => o.token_hash), staffing: staffing!, notify: notify! };
  } finally {
    await db.close();
  }
}

test('a fresh start mails the demo offers into the mail folder, exactly once each, though killed twice on the way', async () => {
  // first life: the demo data (offers with their mail in staffing's outbox) commits; the relay never runs
  const first = await launch('all', env({ OUTBOX_RELAY_MS: '3600000' }), 300_000);
  await stopProcess(first, 'SIGKILL');
  expect(offerMailsIn(mailDir)).toEqual([]);
  const committed = await readOutboxes();
  expect(committed.offerHashes.length).toBeGreaterThanOrEqual(10);
  expect(committed.staffing.mails).toBeGreaterThanOrEqual(committed.offerHashes.length);
  expect(committed.staffing.unrelayed).toBeGreaterThan(0);

  // second life: killed as soon as the first mail is out
  const second = await launch('all', env({ OUTBOX_RELAY_MS: '200' }), 300_000);
  for (let i = 0; i < 600 && offerMailsIn(mailDir).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  await stopProcess(second, 'SIGKILL');
  const partly = offerMailsIn(mailDir).length;
  expect(partly).toBeGreaterThan(0);

  // third life: the rest goes out
  const third = await launch('all', env({ OUTBOX_RELAY_MS: '200' }), 300_000);
  const want = committed.offerHashes.length;
  for (let i = 0; i < 1200 && mailsPerOffer(committed.offerHashes, offerMailsIn(mailDir)).mailed < want; i++)
    await new Promise((r) => setTimeout(r, 50));
  await stopProcess(third);

  const after = await readOutboxes();
  const tally = mailsPerOffer(after.offerHashes, offerMailsIn(mailDir));
  process.stdout.write(`outbox crash test: ${JSON.stringify({ ...tally, mailedBeforeSecondKill: partly })}\n`);
  expect(tally).toEqual({ offers: after.offerHashes.length, mailed: after.offerHashes.length, lost: 0, duplicated: 0 });
  expect(after.staffing.unrelayed).toBe(0);
  // notify stored each relayed offer mail once and sent it
  expect(after.notify.rows).toBe(after.notify.keys);
  expect(after.notify.sent).toBe(after.notify.rows);
}, 900_000);

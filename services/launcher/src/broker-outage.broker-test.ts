import crypto from 'node:crypto';
import { startSmtpSink, type SmtpSink } from '@app/service-harness';
import { freePort, startServer, stopServer } from './testing/broker-server';
import { stopProcess, type LauncherProcess } from './testing/launcher-process';
import { mailsPerOffer, offerMailOf } from './testing/offer-mails';
import { createSplitDeployment, type SplitDeployment } from './testing/split-deployment';
import { call, loadIds, mornings, signIn, type Answer, type LoadIds } from './testing/staffing-load';

/**
 * A broker outage loses no message. The split deployment (notify in a process of
 * its own, the gateway with the other services in another, on the PostgreSQL server) on a Redis and
 * then a NATS server of the test's own, which the test stops and starts (nothing else on the machine
 * uses them). The processes start while the broker is down and serve: planners invite substitutes,
 * the invitations' mails wait in staffing's outbox, and nothing is mailed until the broker is there.
 * Then the broker goes away again under the running processes, more invitations are made, and it
 * comes back. Every invitation is mailed exactly once, through a real SMTP server, none twice.
 */
const RUN = crypto.randomBytes(4).toString('hex');
/** every service but notify, behind the gateway: the offers' mail crosses the broker to notify */
const FRONT = 'gateway,identity,masterdata,staffing,reports';

let split: SplitDeployment;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  split = await createSplitDeployment(`brokerout_${RUN}`, {
    SMTP_URL: smtp.url,
    OUTBOX_RELAY_MS: '200',
    OUTBOX_POLL_MS: '300',
    LOG_LEVEL: 'error',
  });
}, 180_000);

afterAll(async () => {
  await split?.close();
  await smtp?.close();
}, 60_000);

async function until(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await check()) return;
  throw new Error(`${what} not within ${ms} ms`);
}

const readiness = async (proc: LauncherProcess) => (await fetch(`http://127.0.0.1:${proc.port}/readyz`)).status;

/** The mails the SMTP server received for these offers (by their token's hash), one entry per delivery. */
function deliveredFor(hashes: readonly string[]) {
  const wanted = new Set(hashes);
  return smtp.received.flatMap((m) => offerMailOf(m.raw) ?? []).filter((m) => wanted.has(m.tokenHash));
}

/** Planners at work: `count` requests of one morning each, two substitutes invited to each; answers the offers' token hashes. */
async function invite(base: string, token: string, ids: LoadIds, dates: Generator<string>, count: number, round: number) {
  const answers: Answer[] = [];
  const offers: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await call(
      answers,
      base,
      'POST',
      '/request',
      {
        branch: ids.branch,
        schedule: ids.schedule,
        reason_for_absence: ids.reason,
        absentee_person: ids.teachers[(round * count + i) % ids.teachers.length]!,
        dates: { [dates.next().value as string]: [1] },
      },
      token,
    );
    expect(created.status).toBe(201);
    const number = (created.body!.data as { id: number }).id;
    const persons = [ids.substitutes[i % ids.substitutes.length]!, ids.substitutes[(i + 1) % ids.substitutes.length]!];
    const invited = await call(answers, base, 'POST', `/request/${number}/invitation`, { persons }, token);
    expect({ status: invited.status, body: invited.status === 201 ? null : invited.body }).toEqual({ status: 201, body: null });
    offers.push(...(invited.body!.data as { id: number }[]).map((o) => o.id));
  }
  expect(offers).toHaveLength(count * 2);
  const { rows } = await split.owner.query<{ token_hash: string }>(`select token_hash from staffing.offers where id = any($1)`, [offers]);
  return rows.map((r) => r.token_hash);
}

/** The last row of staffing's outbox so far: the rows after it are the ones written since. */
async function outboxMark(): Promise<number> {
  const { rows } = await split.owner.query<{ id: string | null }>(`select max(id) as id from staffing.outbox`);
  return Number(rows[0]!.id ?? 0);
}

/**
 * How many invitation mails written to staffing's outbox after `mark` still wait there (not yet
 * handed to notify); the new requests' mails to their planners wait beside them.
 */
async function waitingMails(mark: number): Promise<number> {
  const { rows } = await split.owner.query<{ n: number }>(
    `select count(*)::int as n from staffing.outbox
      where id > $1 and channel = 'mail' and template = 'staffing.invitation' and relayed_at is null`,
    [mark],
  );
  return rows[0]!.n;
}

async function outlivesTheBroker(bus: 'redis' | 'nats', dateFrom: string) {
  const port = await freePort();
  const [command, args, brokerEnv] =
    bus === 'redis'
      ? ([
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { REDIS_URL: `redis://127.0.0.1:${port}` },
        ] as const)
      : (['nats-server', ['-a', '127.0.0.1', '-p', String(port)], { NATS_URL: `nats://127.0.0.1:${port}` }] as const);
  const env = { BUS: bus, ...brokerEnv };

  // the broker is not there: both processes start anyway, serve, and say they are not ready
  const notify = await split.launch('notify', env, { ready: false });
  const front = await split.launch(FRONT, { ...env, SERVICE_URLS: `notify=http://127.0.0.1:${notify.port}` }, { ready: false });
  expect(await readiness(notify)).toBe(503);
  expect(await readiness(front)).toBe(503);
  const base = `http://127.0.0.1:${front.port}`;
  const { token, poolId } = await signIn(base);
  const ids = await loadIds(split.owner, poolId);
  const dates = mornings(dateFrom);

  const mark = await outboxMark();
  const beforeBroker = await invite(base, token, ids, dates, 2, 0);
  // the relay tries every 200 ms and notify polls every 300 ms: two seconds would have mailed them
  await new Promise((r) => setTimeout(r, 2_000));
  expect(deliveredFor(beforeBroker)).toEqual([]);
  expect(await waitingMails(mark)).toBe(beforeBroker.length);

  let server = await startServer(command, [...args], port);
  try {
    await until(`${bus}: both ready`, async () => (await readiness(front)) === 200 && (await readiness(notify)) === 200, 30_000);
    await until(`${bus}: the first invitations mailed`, () => mailsPerOffer(beforeBroker, deliveredFor(beforeBroker)).lost === 0, 30_000);

    // the broker goes away under the running processes
    await stopServer(server);
    await until(`${bus}: not ready`, async () => (await readiness(front)) === 503, 15_000);
    const outageMark = await outboxMark();
    const duringOutage = await invite(base, token, ids, dates, 3, 1);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(deliveredFor(duringOutage)).toEqual([]);
    expect(await waitingMails(outageMark)).toBe(duringOutage.length);

    server = await startServer(command, [...args], port);
    const back = Date.now();
    const all = [...beforeBroker, ...duringOutage];
    await until(`${bus}: every invitation mailed`, () => mailsPerOffer(all, deliveredFor(all)).lost === 0, 30_000);
    const mailedAfter = ((Date.now() - back) / 1000).toFixed(1);
    // a second delivery would come within a few relay and sender rounds
    await new Promise((r) => setTimeout(r, 3_000));
    const tally = mailsPerOffer(all, deliveredFor(all));
    process.stdout.write(
      `\n${bus} outage: ${beforeBroker.length} invitations before the broker started, ${duringOutage.length} during the outage; ` +
        `${tally.mailed} mailed (${mailedAfter} s after it was back), ${tally.lost} lost, ${tally.duplicated} twice\n`,
    );
    expect(tally).toEqual({ offers: 10, mailed: 10, lost: 0, duplicated: 0 });
    // and handed over: notify answered that it stored them
    expect(await waitingMails(mark)).toBe(0);
  } finally {
    await Promise.all([stopProcess(front), stopProcess(notify)]);
    await stopServer(server);
  }
}

it(
  'starts, serves and keeps every invitation while Redis is down, and mails each once when it is back',
  () => outlivesTheBroker('redis', '2027-06-14'),
  240_000,
);

it('does the same with NATS', () => outlivesTheBroker('nats', '2027-05-31'), 240_000);

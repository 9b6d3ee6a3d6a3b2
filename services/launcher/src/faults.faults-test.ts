import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { freePort, startServer, stopServer } from './testing/broker-server';
import { stopProcess, type LauncherProcess } from './testing/launcher-process';
import { mailsPerOffer, offerMailsIn } from './testing/offer-mails';
import { createSplitDeployment, type SplitDeployment } from './testing/split-deployment';
import { call, loadIds, signIn, slots, type Answer, type LoadIds, type Slot } from './testing/staffing-load';

/**
 * Fault injection (`npm run test:faults`, docs/reliability.md): the split deployment (each service
 * its own process on the PostgreSQL server, two gateways, Redis) under a steady load of creating
 * requests, inviting and accepting, while a random service process is killed with SIGKILL every
 * 10-20 s and started again, and Redis (a server of the test's own) is stopped for a while; the
 * processes are the split deployment of `testing/split-deployment`. Afterwards nothing answered as
 * written is missing, no request lacks its dayparts or the reverse, every accepted offer is planned
 * once, every offer is mailed once, and no answer was a 5xx other than 502/503 while a service (or
 * Redis) was down. It prints what it did. FAULTS_LOAD_MS sets the load's length (CI: 45 s).
 */
const RUN = crypto.randomBytes(4).toString('hex');
const SERVICES = ['identity', 'masterdata', 'staffing', 'reports', 'notify'] as const;
const LOAD_MS = Number(process.env.FAULTS_LOAD_MS ?? 120_000);
const WORKERS = 3;
/**
 * A worker's round (create, invite, accept) takes at least this long: a steady load, not as much as
 * the machine takes, so that the mornings of `slots` (about 198 requests) last for FAULTS_LOAD_MS up
 * to about 130 s whatever the machine's speed (3 workers, at most 1.5 rounds a second).
 */
const ROUND_MS = 2_000;
/** when the Redis outage begins after the load started, and how long it lasts (0: none) */
const REDIS_OUTAGE_AT_MS = Math.round(LOAD_MS / 3);
const REDIS_OUTAGE_MS = Number(process.env.FAULTS_REDIS_OUTAGE_MS ?? 20_000);
/** after a restart the gateway may still hold a refused connection for a moment */
const WINDOW_TAIL_MS = 3_000;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-faults-'));
const mailDir = path.join(home, 'mail');

let split: SplitDeployment;
let owner: pg.Pool;
let redisPort: number;
let redis: ChildProcess;
const redisArgs = () => ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startServer('redis-server', redisArgs(), redisPort);
  split = await createSplitDeployment(`faults_${RUN}`, {
    DATA_DIR: path.join(home, 'pglite'),
    MAIL_DIR: mailDir,
    OUTBOX_RELAY_MS: '200',
    OUTBOX_POLL_MS: '1000',
    LOG_LEVEL: 'error',
    BUS: 'redis',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  });
  owner = split.owner;
}, 180_000);

afterAll(async () => {
  await split?.close();
  if (redis) await stopServer(redis);
  fs.rmSync(home, { recursive: true, force: true });
}, 60_000);

interface Kill {
  target: string;
  at: number;
  back: number;
}

/** What the load wrote and was told it wrote. */
interface Written {
  requests: Set<number>;
  offers: Map<number, number>;
  accepted: Set<number>;
  acceptedRequests: Set<number>;
}

/** One worker: create a request, invite two substitutes, accept an offer whose mail has arrived; again and again. */
const refusals: string[] = [];
async function loadWorker(
  gateways: string[],
  token: string,
  ids: LoadIds,
  dates: Generator<Slot>,
  written: Written,
  answers: Answer[],
  running: () => boolean,
  worker: number,
) {
  for (let round = 0; running(); round++) {
    const pace = new Promise((r) => setTimeout(r, ROUND_MS));
    const base = gateways[(round + worker) % gateways.length]!;
    const slot = dates.next().value as Slot;
    const created = await call(
      answers,
      base,
      'POST',
      '/request',
      {
        branch: ids.branch,
        schedule: ids.schedule,
        reason_for_absence: ids.reason,
        absentee_person: slot.teacher,
        dates: { [slot.date]: [slot.daypart] },
      },
      token,
    );
    if (created.status >= 400 && created.status < 500) refusals.push(`create: ${JSON.stringify(created.body?.meta)}`);
    if (created.status === 201) {
      const number = (created.body!.data as { id: number }).id;
      written.requests.add(number);
      // two of the slot's substitutes, one at a time: one whom the product refuses for the morning
      // (a contract that ended, planned elsewhere) is passed over
      let invitedCount = 0;
      for (const person of slot.persons) {
        if (invitedCount === 2) break;
        const invited = await call(answers, base, 'POST', `/request/${number}/invitation`, { persons: [person] }, token);
        if (invited.status >= 400 && invited.status < 500)
          refusals.push(`invite: ${JSON.stringify((invited.body?.meta as { errors?: unknown } | undefined)?.errors ?? invited.body)}`);
        if (invited.status !== 201) continue;
        for (const offer of invited.body!.data as { id: number }[]) written.offers.set(offer.id, number);
        invitedCount++;
      }
    }
    await acceptOne(base, written, answers);
    await pace;
  }
}

/** Accepts one open offer of the load whose mail has arrived (the link's token is only in the mail), one per request. */
async function acceptOne(base: string, written: Written, answers: Answer[]) {
  for (const mail of offerMailsIn(mailDir)) {
    const { rows } = await owner.query<{ id: number; number: number; state: string }>(
      `select o.id, r.number, o.state from staffing.offers o join staffing.requests r on r.id = o.request_id where o.token_hash = $1`,
      [mail.tokenHash],
    );
    const offer = rows[0];
    if (!offer || offer.state !== 'open' || !written.offers.has(offer.id) || written.acceptedRequests.has(offer.number)) continue;
    written.acceptedRequests.add(offer.number);
    const answer = await call(answers, base, 'PUT', `/${mail.kind}/token/${mail.token}/accept`, {});
    if (answer.status === 200 && (answer.body!.data as { state: string }).state === 'accepted') written.accepted.add(offer.id);
    else if (answer.status >= 500 || answer.status === 0) written.acceptedRequests.delete(offer.number);
    return;
  }
}

/**
 * Kills a random service that is up with SIGKILL every 10-20 s, counted from the previous kill, and
 * starts it again on its port without waiting for that: a restart takes 10-20 s on a loaded machine,
 * and a killer that waited for it killed only every 20-40 s. Resolves once the last restart serves.
 */
async function killer(services: Map<string, LauncherProcess>, kills: Kill[], running: () => boolean) {
  const restarting = new Set<string>();
  const restarts: Promise<void>[] = [];
  while (running()) {
    await new Promise((r) => setTimeout(r, 10_000 + Math.random() * 10_000));
    const up = SERVICES.filter((s) => !restarting.has(s));
    if (!running() || !up.length) break;
    const target = up[Math.floor(Math.random() * up.length)]!;
    const victim = services.get(target)!;
    const kill: Kill = { target, at: Date.now(), back: Infinity };
    kills.push(kill);
    restarting.add(target);
    await stopProcess(victim, 'SIGKILL');
    restarts.push(
      // while Redis is down a process serves without being ready: it is back once it serves
      split.launch(target, {}, { port: victim.port, ready: false }).then((restarted) => {
        services.set(target, restarted);
        kill.back = Date.now();
        restarting.delete(target);
      }),
    );
  }
  await Promise.all(restarts);
}

/** Stops the deployment's Redis for a while during the load, then starts it again on its port. */
async function redisOutage(outages: Kill[]) {
  if (!REDIS_OUTAGE_MS) return;
  await new Promise((r) => setTimeout(r, REDIS_OUTAGE_AT_MS));
  const outage: Kill = { target: 'redis', at: Date.now(), back: Infinity };
  outages.push(outage);
  await stopServer(redis);
  await new Promise((r) => setTimeout(r, REDIS_OUTAGE_MS));
  redis = await startServer('redis-server', redisArgs(), redisPort);
  outage.back = Date.now();
}

async function drained(): Promise<boolean> {
  const { rows } = await owner.query<{ waiting: number }>(
    `select (select count(*) from staffing.outbox where relayed_at is null)
          + (select count(*) from identity.outbox where relayed_at is null)
          + (select count(*) from notify.outbox where status = 'queued') as waiting`,
  );
  return Number(rows[0]!.waiting) === 0;
}

it('loses, doubles and breaks nothing while services are killed under load', async () => {
  const started = await Promise.all(SERVICES.map((s) => split.launch(s)));
  const services = new Map(started.map((p) => [p.target, p]));
  const gateways = await Promise.all([0, 1].map(() => split.launch('gateway', { SERVICE_URLS: split.serviceUrls(started) })));
  const bases = gateways.map((g) => `http://127.0.0.1:${g.port}`);
  const { token, poolId } = await signIn(bases[0]!);
  const ids = await loadIds(owner, poolId);
  expect(ids.substitutes).toHaveLength(5);

  const written: Written = { requests: new Set(), offers: new Map(), accepted: new Set(), acceptedRequests: new Set() };
  const answers: Answer[] = [];
  const kills: Kill[] = [];
  const outages: Kill[] = [];
  const dates = slots('2027-01-11', ids);
  const end = Date.now() + LOAD_MS;
  const running = () => Date.now() < end;
  const startedAt = Date.now();
  await Promise.all([
    ...Array.from({ length: WORKERS }, (_, w) => loadWorker(bases, token, ids, dates, written, answers, running, w)),
    killer(services, kills, running),
    redisOutage(outages),
  ]);
  const loadSeconds = Math.round((Date.now() - startedAt) / 1000);

  // every relay and the sender catch up (a relay waits up to a minute between attempts)
  for (const until = Date.now() + 150_000; Date.now() < until && !(await drained());) await new Promise((r) => setTimeout(r, 1_000));
  expect(await drained()).toBe(true);

  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await owner.query<T>(text, params)).rows;
  const requestNumbers = new Set(
    (
      await q<{ number: number }>(`select number from staffing.requests where pool_id = $1 and number = any($2)`, [
        poolId,
        [...written.requests],
      ])
    ).map((r) => r.number),
  );
  const offerStates = new Map(
    (await q<{ id: number; state: string }>(`select id, state from staffing.offers where id = any($1)`, [[...written.offers.keys()]])).map(
      (r) => [r.id, r.state],
    ),
  );
  const lostWrites =
    [...written.requests].filter((n) => !requestNumbers.has(n)).length +
    [...written.offers.keys()].filter((id) => !offerStates.has(id)).length +
    [...written.accepted].filter((id) => offerStates.get(id) !== 'accepted').length;
  const [orphans] = await q<{ without_dayparts: number; without_request: number }>(
    `select (select count(*) from staffing.requests r where not exists (select 1 from staffing.request_dates d where d.request_id = r.id))::int as without_dayparts,
            (select count(*) from staffing.request_dates d where not exists (select 1 from staffing.requests r where r.id = d.request_id))::int as without_request`,
  );
  const [planning] = await q<{ accepted: number; unplanned: number; doubly_planned: number }>(
    `select (select count(*) from staffing.offers where state = 'accepted' and id = any($1))::int as accepted,
            (select count(*) from staffing.offers o, jsonb_array_elements(o.dayparts) dp
              where o.state = 'accepted' and o.id = any($1) and not exists (
                select 1 from staffing.request_dates d where d.request_id = o.request_id and d.date = (dp->>'date')::date
                  and d.daypart = (dp->>'daypart')::int and d.state = 'planned' and d.person_id = o.person_id))::int as unplanned,
            (select count(*) from (select 1 from staffing.request_dates where state = 'planned'
              group by pool_id, person_id, date, daypart having count(*) > 1) twice)::int as doubly_planned`,
    [[...written.offers.keys()]],
  );
  // every offer, the demo's too, whose person has an address
  const offerHashes = (
    await q<{ token_hash: string }>(
      `select o.token_hash from staffing.offers o join masterdata.persons p on p.id = o.person_id and p.pool_id = o.pool_id where coalesce(p.email, '') <> ''`,
    )
  ).map((r) => r.token_hash);
  const mails = mailsPerOffer(offerHashes, offerMailsIn(mailDir));
  const [resent] = await q<{ resent: number }>(`select count(*)::int as resent from notify.outbox where status = 'sent' and attempts > 1`);
  const inWindow = (a: Answer) => [...kills, ...outages].some((k) => a.at >= k.at && a.at <= k.back + WINDOW_TAIL_MS);
  const failed = answers.filter((a) => a.status >= 500 || a.status === 0);
  const unexpected = failed.filter((a) => !(a.status === 502 || a.status === 503) || !inWindow(a));
  const refusedInvitations = answers.filter((a) => a.call === 'POST /request/:id/invitation' && a.status >= 400 && a.status < 500).length;
  const refusedCreates = answers.filter((a) => a.call === 'POST /request' && a.status >= 400 && a.status < 500);

  const figures = {
    load_seconds: loadSeconds,
    kills: kills.length,
    killed: kills.map((k) => `${k.target} (back after ${((k.back - k.at) / 1000).toFixed(1)} s)`),
    redis_outages: outages.map(
      (o) => `${((o.back - o.at) / 1000).toFixed(1)} s, from ${((o.at - startedAt) / 1000).toFixed(0)} s into the load`,
    ),
    calls_during_redis_outage: answers.filter((a) => outages.some((o) => a.at >= o.at && a.at <= o.back)).length,
    calls: answers.length,
    requests_created: written.requests.size,
    offers_made: written.offers.size,
    offers_accepted: written.accepted.size,
    offers_checked_for_mail: mails.offers,
    offers_mailed: mails.mailed,
    mails_lost: mails.lost,
    mails_duplicated: mails.duplicated,
    mails_resent_after_a_kill: resent!.resent,
    writes_lost: lostWrites,
    requests_without_dayparts: orphans!.without_dayparts,
    dayparts_without_request: orphans!.without_request,
    accepted_not_planned: planning!.unplanned,
    dayparts_planned_twice: planning!.doubly_planned,
    answers_502_503_in_fault_windows: failed.length - unexpected.length,
    unexpected_5xx: unexpected.map((a) => `${a.status} ${a.call}`),
    // a load whose creating is refused is no load: the dayparts it asks for ran out, or a check refused them
    requests_refused: refusedCreates.map((a) => `${a.status} ${a.call}`),
    // the product's answer, not a fault: e.g. a demo substitute whose contract ends on 2027-03-01
    invitations_refused_4xx: refusedInvitations,
    refusals: [...new Set(refusals)].slice(0, 10),
  };
  process.stdout.write(`\nfault injection figures:\n${JSON.stringify(figures, null, 2)}\n`);

  // a kill every 10-20 s from the previous one (2 s of slack for a loaded machine's timers and the
  // wait for the killed process to exit); a service still restarting is not killed again
  const gaps = kills.map((k, i) => k.at - (i ? kills[i - 1]!.at : startedAt));
  expect(gaps.filter((gap) => gap > 22_000)).toEqual([]);
  expect(kills.length).toBeGreaterThanOrEqual(Math.floor(LOAD_MS / 22_000));
  expect(written.requests.size).toBeGreaterThan(0);
  expect(written.accepted.size).toBeGreaterThan(0);
  expect(lostWrites).toBe(0);
  expect(orphans).toEqual({ without_dayparts: 0, without_request: 0 });
  expect(planning).toMatchObject({ accepted: written.accepted.size, unplanned: 0, doubly_planned: 0 });
  expect(mails).toEqual({ offers: offerHashes.length, mailed: offerHashes.length, lost: 0, duplicated: 0 });
  expect(unexpected).toEqual([]);
  expect(refusedCreates).toEqual([]);
}, 600_000);

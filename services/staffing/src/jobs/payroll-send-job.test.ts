import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { createPayrollClient } from '../adapters/payroll-client';
import { PAYROLL_LEASE_MS, PAYROLL_MAX_ATTEMPTS, payrollBackoffMs } from '../domain/work-state/payroll-retry';
import { claimPoolLines, sendDuePayrollLines } from '../flows/send-due-payroll-lines';
import { startPayrollSimulator, type PayrollSimulator } from '../testing/payroll-simulator';
import { SETUP_TIMEOUT_MS, startStaffing, type StaffingEnv } from '../testing/staffing-env';
import { PAYROLL_SEND_INTERVAL_MS, startPayrollSendJob, wakePayrollSend } from './payroll-send-job';

/**
 * The payroll send (docs/payroll.md, ADR 0087) against a local server playing the payroll system:
 * every line is paid once, whether a send is repeated, answered too late, cut off after booking, or
 * its worker dies between claiming and recording.
 */
let env: StaffingEnv;
let sim: PayrollSimulator;
let pool: number;
const start = new Date('2026-11-18T09:00:00Z');

const client = (lineTimeoutMs?: number) =>
  createPayrollClient({ PAYROLL_URL: sim.url, PAYROLL_TOKEN: 'payroll-secret' }, { lineTimeoutMs });
const run = (lineTimeoutMs?: number) => sendDuePayrollLines(env.deps, client(lineTimeoutMs));

interface LineRow {
  id: number;
  payroll_state: string;
  payroll_key: string | null;
  payroll_error: string | null;
  payroll_attempts: number;
  sent_at: string | null;
  external_employee_id: string | null;
  replacement_id: string | null;
}

const lines = (ids: number[]) =>
  rowsOf<LineRow>(
    env.deps.db.db,
    sql`select id, payroll_state, payroll_key::text as payroll_key, payroll_error, payroll_attempts, sent_at, external_employee_id, replacement_id
        from staffing.work_state_lines where pool_id = ${pool} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );

/** Makes sure past planned dayparts have lines, and queues `count` unsent ones as the Send action does. */
async function queueLines(count: number): Promise<number[]> {
  const db = env.deps.db.db;
  await db.execute(sql`
    insert into staffing.work_state_lines (pool_id, request_id, request_date_id, person_id, branch_id, date, daypart, wtf, hours, created_at, updated_at)
    select d.pool_id, d.request_id, d.id, d.person_id, r.branch_id, d.date, d.daypart, 0.1, 4, now(), now()
    from staffing.request_dates d join staffing.requests r on r.id = d.request_id
    where d.pool_id = ${pool} and d.state = 'planned' and d.date < '2026-11-18' and d.person_id is not null
    order by d.date desc limit 200
    on conflict do nothing`);
  const picked = await rowsOf<{ id: number }>(
    db,
    sql`update staffing.work_state_lines set payroll_state = 'queued', payroll_key = gen_random_uuid(), payroll_attempts = 0,
          payroll_next_at = ${env.deps.clock.now()}, payroll_error = null
        where pool_id = ${pool} and id in (
          select id from staffing.work_state_lines where pool_id = ${pool} and payroll_state = 'none' and sent_at is null order by id limit ${count})
        returning id`,
  );
  expect(picked).toHaveLength(count);
  return picked.map((p) => p.id).sort((a, b) => a - b);
}

const bookedFor = (ids: number[]) => sim.booked.filter((b) => ids.includes(b.line));

beforeAll(async () => {
  env = await startStaffing({ start });
  pool = env.pools.demo;
  sim = await startPayrollSimulator();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await sim.close();
  await env.close();
});

beforeEach(() => {
  env.deps.clock.set(start);
  sim.behaviour = { failNext: { count: 0, status: 503 }, delayMs: 0, dropAfterBooking: 0, reject: () => null };
});

it('sends each queued line with its key and the bearer token, and records the ids the payroll system gives', async () => {
  const ids = await queueLines(3);
  const before = sim.requests.length;
  expect(await run()).toMatchObject({ sent: 3, rejected: 0, retried: 0 });
  const rows = await lines(ids);
  for (const row of rows) {
    const booked = sim.booked.find((b) => b.line === row.id)!;
    expect(booked.key).toBe(row.payroll_key);
    expect(row).toMatchObject({ payroll_state: 'sent', external_employee_id: booked.employee_id, replacement_id: booked.replacement_id });
    expect(new Date(row.sent_at!)).toEqual(start);
  }
  expect(sim.requests.slice(before).every((r) => r.auth === 'Bearer payroll-secret')).toBe(true);
  // the export names what payroll needs (DOMAIN 'Work state' 'Payroll')
  const body = bookedFor(ids)[0]!.body;
  const [stored] = await rowsOf<{ hours: string; wtf: string }>(
    env.deps.db.db,
    sql`select hours::text, wtf::text from staffing.work_state_lines where pool_id = ${pool} and id = ${ids[0]!}`,
  );
  expect(body).toMatchObject({
    pool_id: pool,
    line: ids[0],
    hours: Number(stored!.hours),
    wtf: Number(stored!.wtf),
    travel_km: expect.any(Number),
  });
  expect(body.weekday).toBe(((new Date(`${String(body.date)}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
  expect(body).toHaveProperty('employee_number');
  expect(body).toHaveProperty('employment_number');
  expect(body).toHaveProperty('chain_number');
  expect(body).toHaveProperty('cost_centre');
  expect(body.branch).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
});

it('pays a line once when it is sent again with its key (a repeated send)', async () => {
  const [id] = await queueLines(1);
  await run();
  const [first] = await lines([id!]);
  // the line queued again as it was (same key): the payroll system answers the same ids, books nothing new
  await env.deps.db.db.execute(
    sql`update staffing.work_state_lines set payroll_state = 'queued', payroll_next_at = ${start} where pool_id = ${pool} and id = ${id!}`,
  );
  expect(await run()).toMatchObject({ sent: 1 });
  const [again] = await lines([id!]);
  expect(again).toMatchObject({ payroll_state: 'sent', replacement_id: first!.replacement_id });
  expect(bookedFor([id!])).toHaveLength(1);
});

it('pays a line once when the answer is lost after booking: it is sent again later with the same key', async () => {
  const [id] = await queueLines(1);
  sim.behaviour.dropAfterBooking = 1;
  expect(await run()).toMatchObject({ sent: 0, retried: 1 });
  const [waiting] = await lines([id!]);
  expect(waiting).toMatchObject({ payroll_state: 'queued', payroll_attempts: 1, sent_at: null });
  expect(waiting!.payroll_error).toMatch(/^payroll system unreachable/);
  // not before its backoff
  expect(await run()).toMatchObject({ sent: 0, retried: 0 });
  env.deps.clock.advance(payrollBackoffMs(1));
  expect(await run()).toMatchObject({ sent: 1 });
  const [sent] = await lines([id!]);
  expect(sent).toMatchObject({ payroll_state: 'sent', payroll_key: waiting!.payroll_key, payroll_error: null });
  expect(bookedFor([id!])).toHaveLength(1);
  expect(sent!.replacement_id).toBe(bookedFor([id!])[0]!.replacement_id);
});

it('pays a line once when its worker dies between sending and recording: the lease runs out and the key is sent again', async () => {
  const [id] = await queueLines(1);
  // a worker claims the line and sends it, then dies before it records the answer
  const [claimed] = await claimPoolLines(env.deps, pool, env.deps.clock.now());
  expect(claimed!.id).toBe(id);
  await client().sendWorkLine(claimed!.export, claimed!.key);
  expect(bookedFor([id!])).toHaveLength(1);
  // while its lease holds, nobody else sends it
  expect(await run()).toMatchObject({ sent: 0, retried: 0 });
  env.deps.clock.advance(PAYROLL_LEASE_MS);
  expect(await run()).toMatchObject({ sent: 1 });
  expect(await lines([id!])).toEqual([expect.objectContaining({ payroll_state: 'sent', payroll_key: claimed!.key })]);
  expect(bookedFor([id!])).toHaveLength(1);
});

it('waits out a slow answer and pays the line once', async () => {
  const [id] = await queueLines(1);
  sim.behaviour.delayMs = 400;
  expect(await run(100)).toMatchObject({ sent: 0, retried: 1 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  sim.behaviour.delayMs = 0;
  env.deps.clock.advance(payrollBackoffMs(1));
  expect(await run()).toMatchObject({ sent: 1 });
  expect(bookedFor([id!])).toHaveLength(1);
});

it('retries after failures with a growing backoff and gives the line back as rejected after 8 tries', async () => {
  const [id] = await queueLines(1);
  sim.behaviour.failNext = { count: PAYROLL_MAX_ATTEMPTS, status: 503 };
  for (let attempt = 1; attempt < PAYROLL_MAX_ATTEMPTS; attempt += 1) {
    expect(await run()).toMatchObject({ retried: 1 });
    expect((await lines([id!]))[0]).toMatchObject({ payroll_state: 'queued', payroll_attempts: attempt });
    env.deps.clock.advance(payrollBackoffMs(attempt));
  }
  expect(await run()).toMatchObject({ retried: 1 });
  const [row] = await lines([id!]);
  expect(row).toMatchObject({ payroll_state: 'rejected', sent_at: null });
  expect(row!.payroll_error).toBe('The payroll system did not answer after 8 attempts: payroll system answered 503');
  expect(bookedFor([id!])).toHaveLength(0);
});

it('records a rejected line with the payroll system reason and sends the other lines of the run', async () => {
  const ids = await queueLines(2);
  sim.behaviour.reject = (body) => (body.line === ids[0] ? 'Onbekend personeelsnummer' : null);
  expect(await run()).toMatchObject({ sent: 1, rejected: 1 });
  const [rejected, sent] = await lines(ids);
  expect(rejected).toMatchObject({ payroll_state: 'rejected', payroll_error: 'Onbekend personeelsnummer', sent_at: null });
  expect(sent).toMatchObject({ payroll_state: 'sent' });
});

it('lets two workers run at once without sending a line twice', async () => {
  const ids = await queueLines(6);
  const before = sim.requests.length;
  const [a, b] = await Promise.all([run(), run()]);
  expect(a.sent + b.sent).toBe(6);
  expect(sim.requests.length - before).toBe(6);
  expect(bookedFor(ids)).toHaveLength(6);
});

it('does nothing without a payroll system', async () => {
  const ids = await queueLines(1);
  expect(await sendDuePayrollLines(env.deps, createPayrollClient({}))).toEqual({ sent: 0, rejected: 0, retried: 0 });
  expect((await lines(ids))[0]).toMatchObject({ payroll_state: 'queued' });
  await env.deps.db.db.execute(
    sql`update staffing.work_state_lines set payroll_state = 'none' where pool_id = ${pool} and id = ${ids[0]!}`,
  );
});

it('sends at once when Send wakes the job, not at its next round', async () => {
  const stop = startPayrollSendJob(env.deps, client());
  try {
    const [id] = await queueLines(1);
    const started = Date.now();
    wakePayrollSend();
    for (let i = 0; i < 40 && (await lines([id!]))[0]!.payroll_state !== 'sent'; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect((await lines([id!]))[0]!.payroll_state).toBe('sent');
    expect(Date.now() - started).toBeLessThan(PAYROLL_SEND_INTERVAL_MS);
  } finally {
    await stop();
  }
});

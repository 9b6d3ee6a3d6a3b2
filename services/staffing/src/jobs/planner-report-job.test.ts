import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, MailingPermission as M, RESERVED_MAILING_PERMISSIONS } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { sendDuePlannerReports } from '../flows/planner-reports';
import { offerMailbox, roleHolds, switchMailsOff } from '../routes/offers-testing';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * ID-PERM-14 digest and Monday morning report: at 07:00 on Amsterdam's clock the job mails each
 * working day the open dayparts of the coming seven days, and on Monday the week's overview, to the
 * holders of MAILING_DIGEST and MAILING_MONDAY_REPORT, of the branches of the profile holding the
 * right; once a day a pool, however many processes run it or restart (ADR 0337). The demo pool:
 * 'planner' (Board at the board), 'multi' (Board at the board and School at De Regenboog),
 * 'school' (School at De Regenboog), 'admin' (Administrator, the entire pool). The test sets the
 * service's clock and runs the job's work itself; its requests lie in June 2027, past the demo's.
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let office: string;
let kompas: number;
let regenboog: number;
let closed: number;
const PLANNER = 'planner@demo.invalpool.nl';
const SCHOOL = 'school@demo.invalpool.nl';
const MULTI = 'multi@demo.invalpool.nl';
const ADMIN = 'admin@demo.invalpool.nl';
const DIGEST = 'staffing.digest';
const REPORT = 'staffing.monday_report';
/** Amsterdam's clock in June is UTC+2 */
const amsterdam = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  office = await env.token(pool, PLANNER_RIGHTS);
  const iris = ids.person('invaller@demo.invalpool.nl');
  // the week of Monday 14 June 2027: at Het Kompas a morning planned, an afternoon and a Wednesday open;
  // at De Regenboog a Tuesday open and a morning of the week after; at Het Kompas a closed Thursday
  kompas = await create(ids.kompas, { '2027-06-14': [1, 2], '2027-06-16': [1] });
  await dates(kompas, { action: 'plan', dayparts: { '2027-06-14': [1] }, person: iris });
  regenboog = await create(ids.regenboog, { '2027-06-15': [1], '2027-06-22': [1] });
  closed = await create(ids.kompas, { '2027-06-17': [1] });
  await dates(closed, { action: 'close', dayparts: { '2027-06-17': [1] }, reason: ids.daypartReason.close });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

let absentees = 0;
async function create(branch: number, days: Record<string, number[]>) {
  const res = await env.server.call('POST', '/api/request', {
    token: office,
    body: { branch, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: ids.teachers[absentees++]!, dates: days },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body.meta));
  return res.body.data.id as number;
}
async function dates(number: number, body: Record<string, unknown>) {
  const res = await env.server.call('POST', `/api/request/${number}/dates`, { token: office, body });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.meta));
}
const ofTemplate = async (mailbox: ReturnType<typeof offerMailbox>, template: string) =>
  (await mailbox.mails()).filter((m) => m.template === template);
const recipients = async (mailbox: ReturnType<typeof offerMailbox>, template: string) =>
  (await ofTemplate(mailbox, template)).map((m) => m.recipient).sort();
const textTo = async (mailbox: ReturnType<typeof offerMailbox>, template: string, recipient: string) =>
  (await ofTemplate(mailbox, template)).find((m) => m.recipient === recipient)!.text;
/** the job's work at an Amsterdam moment, as a process that just started (nothing finished) */
const runAt = async (date: string, time: string) => {
  env.deps.clock.set(amsterdam(date, time));
  return sendDuePlannerReports(env.deps);
};

describe('ID-PERM-14 digest and Monday morning report', () => {
  it('ID-PERM-14: Board holds both rights, School the Monday report, Employee neither; they are no longer reserved', () => {
    const holds = (code: string) => DEFAULT_ROLES.find((r) => r.code === code)!.allow;
    expect(holds('ROLE_BOARD')).toEqual(expect.arrayContaining([M.MAILING_DIGEST, M.MAILING_MONDAY_REPORT]));
    expect(holds('ROLE_SCHOOL')).toContain(M.MAILING_MONDAY_REPORT);
    expect(holds('ROLE_SCHOOL')).not.toContain(M.MAILING_DIGEST);
    expect(holds('ROLE_EMPLOYEE')).not.toContain(M.MAILING_DIGEST);
    expect(holds('ROLE_EMPLOYEE')).not.toContain(M.MAILING_MONDAY_REPORT);
    for (const right of [M.MAILING_DIGEST, M.MAILING_MONDAY_REPORT]) expect(RESERVED_MAILING_PERMISSIONS).not.toContain(right);
  });

  it('ID-PERM-14: Monday at 07:00, two processes at once: each holder gets one digest and one report, of their branches, without a link', async () => {
    const mailbox = offerMailbox(env);
    expect(await runAt('2027-06-14', '06:59')).toEqual({ mails: 0, finished: [] });
    expect(await ofTemplate(mailbox, DIGEST)).toEqual([]);

    env.deps.clock.set(amsterdam('2027-06-14', '07:00'));
    const [one, two] = await Promise.all([sendDuePlannerReports(env.deps), sendDuePlannerReports(env.deps)]);
    expect(one!.mails + two!.mails).toBe(7);
    expect(await recipients(mailbox, DIGEST)).toEqual([ADMIN, MULTI, PLANNER].sort());
    expect(await recipients(mailbox, REPORT)).toEqual([ADMIN, MULTI, PLANNER, SCHOOL].sort());
    expect((await mailbox.mails()).every((m) => m.link === null)).toBe(true);

    const digest = await textTo(mailbox, DIGEST, PLANNER);
    expect(digest).toContain(
      'Deze dagdelen van 14-06-2027 t/m 20-06-2027 op uw vestigingen hebben nog geen invaller:\n\n' +
        `Aanvraag ${kompas}, Het Kompas:\n- 14-06-2027 middag\n- 16-06-2027 ochtend\n\n` +
        `Aanvraag ${regenboog}, De Regenboog:\n- 15-06-2027 ochtend\n`,
    );
    expect(digest).toContain(`These dayparts from 14-06-2027 to 20-06-2027 at your branches have no substitute yet:`);
    // the planned morning, the closed request and the week after are no open dayparts of these days
    expect(digest).not.toContain(`Aanvraag ${closed},`);
    expect(digest).not.toContain('22-06-2027');

    expect(await textTo(mailbox, REPORT, PLANNER)).toContain(
      'Het overzicht van de week van 14-06-2027 t/m 20-06-2027 voor uw vestigingen:\n\n' +
        '- De Regenboog: 1 aanvraag, 1 dagdeel (0 ingevuld, 1 open, 0 gesloten)\n' +
        '- Het Kompas: 2 aanvragen, 4 dagdelen (1 ingevuld, 2 open, 1 gesloten)\n' +
        'Totaal: 3 aanvragen, 5 dagdelen (1 ingevuld, 3 open, 1 gesloten)',
    );
    expect(await textTo(mailbox, REPORT, PLANNER)).toContain('Total: 3 requests, 5 dayparts (1 filled, 3 open, 1 closed)');
    // the school's profile plans De Regenboog only
    expect(await textTo(mailbox, REPORT, SCHOOL)).toContain(
      '- De Regenboog: 1 request, 1 daypart (0 filled, 1 open, 0 closed)\nTotal: 1 request, 1 daypart (0 filled, 1 open, 0 closed)',
    );

    // the process that ran them skips the day; one started anew finds the day's runs and sends nothing
    expect(await sendDuePlannerReports(env.deps, new Set(one!.finished))).toEqual({ mails: 0, finished: one!.finished });
    expect((await runAt('2027-06-14', '16:00')).mails).toBe(0);
    const runs = await rowsOf<{ kind: string; mails: number }>(
      env.deps.db.db,
      sql`select kind, mails from staffing.planner_report_runs where pool_id = ${pool} and day = '2027-06-14' order by kind`,
    );
    expect(runs).toEqual([
      { kind: 'digest', mails: 3 },
      { kind: 'monday_report', mails: 4 },
    ]);
  });

  it('ID-PERM-14: Tuesday brings the digest of its seven days and no report; Saturday nothing', async () => {
    const mailbox = offerMailbox(env);
    expect((await runAt('2027-06-15', '07:30')).mails).toBe(3);
    expect(await recipients(mailbox, REPORT)).toEqual([]);
    const digest = await textTo(mailbox, DIGEST, ADMIN);
    // its seven days run to Monday 21 June: the Monday after is not yet in them; by first date
    expect(digest).toContain(
      `Request ${regenboog}, De Regenboog:\n- 15-06-2027 morning\n\nRequest ${kompas}, Het Kompas:\n- 16-06-2027 morning\n`,
    );
    expect(digest).not.toContain('14-06-2027');
    expect(digest).not.toContain('22-06-2027');
    expect(await runAt('2027-06-19', '09:00')).toEqual({ mails: 0, finished: [] });
  });

  it('ID-PERM-14: a profile without the right or a person with the mails off gets none; the right holds for the branches of its profile', async () => {
    await roleHolds(env, pool, 'ROLE_BOARD', M.MAILING_DIGEST, false);
    await roleHolds(env, pool, 'ROLE_SCHOOL', M.MAILING_DIGEST, true);
    await switchMailsOff(env, ids.person(ADMIN), true);
    try {
      const mailbox = offerMailbox(env);
      await runAt('2027-06-16', '07:00');
      // multi holds it now through its School profile, for De Regenboog only, as the school does
      expect(await recipients(mailbox, DIGEST)).toEqual([MULTI, SCHOOL].sort());
      const digest = await textTo(mailbox, DIGEST, MULTI);
      expect(digest).toContain(`Aanvraag ${regenboog}, De Regenboog:\n- 22-06-2027 ochtend\n`);
      expect(digest).not.toContain('Het Kompas');
    } finally {
      await roleHolds(env, pool, 'ROLE_BOARD', M.MAILING_DIGEST, true);
      await roleHolds(env, pool, 'ROLE_SCHOOL', M.MAILING_DIGEST, false);
      await switchMailsOff(env, ids.person(ADMIN), false);
    }
  });

  it("ID-PERM-14: a pool's run is its own: another pool's run of the day keeps nothing back", async () => {
    const noord = env.pools.noord;
    await env.deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into staffing.planner_report_runs (pool_id, kind, day, mails, ran_at)
            values (${noord}, 'digest', '2027-06-17', 0, ${amsterdam('2027-06-17', '07:00').toISOString()}::timestamptz)`,
      ),
    );
    const mailbox = offerMailbox(env);
    expect((await runAt('2027-06-17', '07:01')).mails).toBe(3);
    expect(await recipients(mailbox, DIGEST)).toEqual([ADMIN, MULTI, PLANNER].sort());
    const runs = await rowsOf<{ pool_id: number }>(
      env.deps.db.db,
      sql`select pool_id from staffing.planner_report_runs where day = '2027-06-17' order by pool_id`,
    );
    expect(runs.map((r) => r.pool_id).sort()).toEqual([pool, noord].sort());
  });
});

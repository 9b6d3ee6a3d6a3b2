import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, MailingPermission as M } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { offerMailbox, roleHolds, switchMailsOff } from './offers-testing';

/**
 * ID-PERM-14 new request: the planners of a request's branch (a live profile holding
 * MAILING_NEW_REQUEST whose scope holds the branch) are mailed when it is made, its maker not; a
 * request made without dayparts tells them at its first add (ADR 0331). The demo pool: 'planner'
 * (Board at the board), 'multi' (Board at the board and School at De Regenboog), 'school' (School at
 * De Regenboog), 'admin' (Administrator, every right, the entire pool).
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let school: string;
const RIGHT = M.MAILING_NEW_REQUEST;
const PLANNER = 'planner@demo.invalpool.nl';
const SCHOOL = 'school@demo.invalpool.nl';
const MULTI = 'multi@demo.invalpool.nl';
const ADMIN = 'admin@demo.invalpool.nl';

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, PLANNER_RIGHTS, { username: 'planner', person_name: 'Pieter de Planner' });
  school = await env.token(pool, PLANNER_RIGHTS, {
    username: 'school',
    person_name: 'Sanne School',
    view_entire_pool: false,
    branch_id: ids.regenboog,
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const db = () => env.deps.db.db;
let absentees = 0;
const create = async (token: string, branch: number, body: Record<string, unknown>) => {
  // an absence asks its absentee; each request its own, so no absence overlaps another
  const absentee = ids.teachers[absentees++]!;
  const res = await env.server.call('POST', '/api/request', {
    token,
    body: { branch, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: absentee, ...body },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body.meta));
  return res.body.data.id as number;
};
const newRequestMails = async (mailbox: ReturnType<typeof offerMailbox>, number: number) =>
  (await mailbox.mails()).filter((m) => m.template === 'staffing.new_request' && m.text.includes(`Aanvraag ${number} `));
const recipients = async (mailbox: ReturnType<typeof offerMailbox>, number: number) =>
  (await newRequestMails(mailbox, number)).map((m) => m.recipient).sort();
const holds = (code: string, held: boolean) => roleHolds(env, pool, code, RIGHT, held);

describe('ID-PERM-14 new request', () => {
  it('ID-PERM-14 the default Board role holds the right, School and Employee do not; it is no longer reserved', () => {
    expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!.allow).toContain(RIGHT);
    for (const code of ['ROLE_SCHOOL', 'ROLE_EMPLOYEE']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).not.toContain(RIGHT);
  });

  it('ID-PERM-14 a school’s new request is mailed to the board’s planners, not to the school that made it, without a link', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(school, ids.regenboog, { dates: { '2027-06-15': [1, 2], '2027-06-16': [1] } });
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
    const mail = (await newRequestMails(mailbox, number)).find((m) => m.recipient === PLANNER)!;
    expect(mail.link).toBeNull();
    expect(mail.text).toContain(`Aanvraag ${number} is gemaakt voor De Regenboog.`);
    expect(mail.text).toContain(`Request ${number} was made for De Regenboog.`);
    expect(mail.text).toContain('- 15-06-2027 ochtend en middag');
    expect(mail.text).toContain('- 16-06-2027 morning');
    // in the create's transaction, kept on the request's timeline as every mail about it
    const timeline = await env.server.call('GET', `/api/request/${number}/timeline`, { token: planner });
    expect((timeline.body.data as { event: string }[]).map((e) => e.event)).toEqual(expect.arrayContaining(['created', 'email_sent']));
  });

  it('ID-PERM-14 the planner who made a request is not mailed; the absentee and reason are named', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(planner, ids.kompas, { dates: { '2027-06-17': [1] } });
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI].sort());
    const [mail] = await newRequestMails(mailbox, number);
    expect(mail!.text).toMatch(/Afwezig: .+ \(.+\)/);
    expect(mail!.text).toMatch(/Absent: .+ \(.+\)/);
  });

  it('ID-PERM-14 a profile without the right, or whose branch does not hold the request, is not mailed', async () => {
    await holds('ROLE_SCHOOL', true);
    await holds('ROLE_BOARD', false);
    try {
      const mailbox = offerMailbox(env);
      // De Regenboog's school now holds the right: it hears of its own branch's request, not of Het Kompas's
      const regenboog = await create(planner, ids.regenboog, { dates: { '2027-06-18': [1] } });
      const kompas = await create(planner, ids.kompas, { dates: { '2027-06-21': [1] } });
      // multi's School profile at De Regenboog holds it now; its Board profile no longer does
      expect(await recipients(mailbox, regenboog)).toEqual([ADMIN, MULTI, SCHOOL].sort());
      expect(await recipients(mailbox, kompas)).toEqual([ADMIN]);
    } finally {
      await holds('ROLE_SCHOOL', false);
      await holds('ROLE_BOARD', true);
    }
  });

  it('ID-PERM-14 a planner who switched the notification mails off is not mailed', async () => {
    const mailsOff = (off: boolean) => switchMailsOff(env, ids.person(PLANNER), off);
    await mailsOff(true);
    try {
      const mailbox = offerMailbox(env);
      const number = await create(school, ids.regenboog, { dates: { '2027-06-22': [1] } });
      expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI].sort());
    } finally {
      await mailsOff(false);
    }
  });

  it('ID-PERM-14 made without dayparts (the stepper): the mail waits for the first add and names its dates; a later add sends none', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(school, ids.regenboog, {});
    expect(await recipients(mailbox, number)).toEqual([]);
    // a later add asks a reason, the first not (REQ-CREATE-04)
    const add = async (date: string, reason?: number) => {
      const body = { action: 'add', dayparts: { [date]: [1] }, ...(reason ? { reason } : {}) };
      const res = await env.server.call('POST', `/api/request/${number}/dates`, { token: school, body });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body.meta));
    };
    await add('2027-06-23');
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
    expect((await newRequestMails(mailbox, number))[0]!.text).toContain('- 23-06-2027 ochtend');
    await add('2027-06-24', ids.daypartReason.add);
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
  });

  it('ID-PERM-14 another pool untouched: its board planner, holding the right, gets nothing, and no row goes to that pool', async () => {
    const since = (await rowsOf<{ id: number | null }>(db(), sql`select max(id)::int as id from staffing.outbox`))[0]?.id ?? 0;
    const mailbox = offerMailbox(env);
    const number = await create(school, ids.regenboog, { dates: { '2027-06-25': [1] } });
    expect(await recipients(mailbox, number)).not.toContain('noord@noord.invalpool.nl');
    const other = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from staffing.outbox where id > ${since} and pool_id <> ${pool}`,
    );
    expect(other[0]!.n).toBe(0);
  });
});

import { DEFAULT_ROLES, MailingPermission as M, RESERVED_MAILING_PERMISSIONS } from '@app/contracts';
import { sendDueChangeMails } from '../flows/request-change-notices';
import { offerMailbox, roleHolds, switchMailsOff } from '../routes/offers-testing';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * ID-PERM-14 request changed: a request's changes are mailed to the planners of its branch (a live
 * profile holding MAILING_REQUEST_CHANGED whose scope holds the branch), not to who made the change,
 * by the delay and grouping of the request-changed mail to planned persons (ADR 0323, 0337). The
 * demo pool: 'planner' (Board at the board), 'multi' (Board at the board and School at De
 * Regenboog), 'school' (School at De Regenboog), 'admin' (Administrator, the entire pool). The test
 * drives the service's clock and runs the job's send itself.
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let multi: string;
let school: string;
/** a planner whose account has no person in the pool: nobody is left out as its maker */
let office: string;
const RIGHT = M.MAILING_REQUEST_CHANGED;
const TEMPLATE = 'staffing.request_changed.planner';
const PLANNER = 'planner@demo.invalpool.nl';
const SCHOOL = 'school@demo.invalpool.nl';
const MULTI = 'multi@demo.invalpool.nl';
const ADMIN = 'admin@demo.invalpool.nl';
const MINUTE = 60_000;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, PLANNER_RIGHTS, { username: 'planner', person_name: 'Pieter de Planner' });
  multi = await env.token(pool, PLANNER_RIGHTS, { username: 'multi', person_name: 'Mira Multi' });
  school = await env.token(pool, PLANNER_RIGHTS, {
    username: 'school',
    person_name: 'Sanne School',
    view_entire_pool: false,
    branch_id: ids.regenboog,
  });
  office = await env.token(pool);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

let absentees = 0;
/** a new request at `branch` with the dates, made by `token`; its number */
async function create(token: string, branch: number, dates?: Record<string, number[]>) {
  // each request its own absentee, so no absence overlaps another
  const absentee = ids.teachers[absentees++]!;
  const res = await env.server.call('POST', '/api/request', {
    token,
    body: { branch, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: absentee, ...(dates ? { dates } : {}) },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body.meta));
  return res.body.data.id as number;
}
async function dates(token: string, number: number, body: Record<string, unknown>) {
  const res = await env.server.call('POST', `/api/request/${number}/dates`, { token, body });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.meta));
}
/** adds a morning; the first add of a request without dates asks no reason (REQ-CREATE-04) */
const addMorning = (token: string, number: number, date: string, reason: number | null = ids.daypartReason.add!) =>
  dates(token, number, { action: 'add', dayparts: { [date]: [1] }, ...(reason === null ? {} : { reason }) });
async function change(token: string, number: number, patch: Record<string, unknown>) {
  const res = await env.server.call('PUT', `/api/request/${number}`, { token, body: patch });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.meta));
}
/** the planners' request-changed mails naming the request, written since `mailbox` was made */
const plannerMails = async (mailbox: ReturnType<typeof offerMailbox>, number: number) =>
  (await mailbox.mails()).filter((m) => m.template === TEMPLATE && m.text.includes(`Request ${number},`));
const recipients = async (mailbox: ReturnType<typeof offerMailbox>, number: number) =>
  (await plannerMails(mailbox, number)).map((m) => m.recipient).sort();
const mailTo = async (mailbox: ReturnType<typeof offerMailbox>, number: number, recipient: string) =>
  (await plannerMails(mailbox, number)).filter((m) => m.recipient === recipient);

let start: Date;
const at = (minutes: number) => env.deps.clock.set(new Date(start.getTime() + minutes * MINUTE));
const sendAt = async (minutes: number) => {
  at(minutes);
  await sendDueChangeMails(env.deps);
};
beforeEach(() => {
  start = env.deps.clock.now();
});
afterEach(() => env.deps.clock.set(start));

describe('ID-PERM-14 request changed', () => {
  it('ID-PERM-14: the default Board and School roles hold the right, Employee not; it is no longer reserved', () => {
    for (const code of ['ROLE_BOARD', 'ROLE_SCHOOL']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).toContain(RIGHT);
    expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_EMPLOYEE')!.allow).not.toContain(RIGHT);
    expect(RESERVED_MAILING_PERMISSIONS).not.toContain(RIGHT);
  });

  it('ID-PERM-14: a school’s change is mailed to the board’s planners after the delay, not to the school that made it, without a link', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(school, ids.regenboog, { '2027-06-14': [1] });
    await addMorning(school, number, '2027-06-15');
    at(5);
    await change(school, number, { internal_remark: 'Lokaal 12' });
    // 15 minutes after the first change, but only 10 after the last: nothing yet
    await sendAt(15);
    expect(await recipients(mailbox, number)).toEqual([]);
    await sendAt(20);
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
    const [mail] = await mailTo(mailbox, number, PLANNER);
    expect(mail!.link).toBeNull();
    expect(mail!.text).toContain('Iemand anders heeft aanvragen gewijzigd van vestigingen die u plant:');
    expect(mail!.text).toContain(`Aanvraag ${number}, De Regenboog:\nToegevoegd:\n- 15-06-2027 ochtend\nGewijzigd: interne opmerking`);
    expect(mail!.text).toContain(`Request ${number}, De Regenboog:\nAdded:\n- 15-06-2027 morning\nChanged: internal remark`);
    // sent once: the notices are marked sent with the mails
    await sendAt(60);
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
  });

  it('ID-PERM-14: the board’s change reaches the school of the branch, not the school of another; the planner who made it not', async () => {
    const mailbox = offerMailbox(env);
    const regenboog = await create(planner, ids.regenboog, { '2027-06-16': [1] });
    const kompas = await create(planner, ids.kompas, { '2027-06-16': [1] });
    await change(planner, regenboog, { general_remark: 'Graag om 8:15 aanwezig' });
    await change(planner, kompas, { general_remark: 'Gym in de middag' });
    await sendAt(15);
    expect(await recipients(mailbox, regenboog)).toEqual([ADMIN, MULTI, SCHOOL].sort());
    expect(await recipients(mailbox, kompas)).toEqual([ADMIN, MULTI].sort());
  });

  it('ID-PERM-14: each change leaves out only its own maker: two planners’ changes of one request reach each other', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(office, ids.kompas, { '2027-06-17': [1] });
    await change(planner, number, { internal_remark: 'Door de planner' });
    at(5);
    await change(multi, number, { general_remark: 'Door multi' });
    await sendAt(20);
    const [toPlanner, ...morePlanner] = await mailTo(mailbox, number, PLANNER);
    const [toMulti, ...moreMulti] = await mailTo(mailbox, number, MULTI);
    expect([morePlanner, moreMulti]).toEqual([[], []]);
    expect(toPlanner!.text).toContain(`Request ${number}, Het Kompas:\nChanged: general remark\n`);
    expect(toMulti!.text).toContain(`Request ${number}, Het Kompas:\nChanged: internal remark\n`);
    // the administrator made neither: both changes in one notice
    expect((await mailTo(mailbox, number, ADMIN))[0]!.text).toContain('Changed: internal remark, general remark');
  });

  it('ID-PERM-14: the first add of a request made without dates is its new-request mail, no change; a later add is one', async () => {
    const mailbox = offerMailbox(env);
    const number = await create(school, ids.regenboog);
    await addMorning(school, number, '2027-06-18', null);
    await sendAt(15);
    expect(await recipients(mailbox, number)).toEqual([]);
    expect((await mailbox.mails()).filter((m) => m.template === 'staffing.new_request' && m.recipient === PLANNER)).toHaveLength(1);
    at(20);
    await addMorning(school, number, '2027-06-21');
    await sendAt(35);
    expect(await recipients(mailbox, number)).toEqual([ADMIN, MULTI, PLANNER].sort());
    expect((await mailTo(mailbox, number, PLANNER))[0]!.text).toContain(`Request ${number}, De Regenboog:\nAdded:\n- 21-06-2027 morning\n`);
  });

  it('ID-PERM-14: a planned person and a planner get mails of their own, grouped each; the planner is told every field, the person what they see', async () => {
    const mailbox = offerMailbox(env);
    const iris = ids.person('invaller@demo.invalpool.nl');
    const first = await create(office, ids.kompas, { '2027-06-22': [1] });
    const second = await create(office, ids.kompas, { '2027-06-23': [1] });
    await dates(office, first, { action: 'plan', dayparts: { '2027-06-22': [1] }, person: iris });
    await change(office, first, { internal_remark: 'Sleutel bij de conciërge', general_remark: 'Groep 5' });
    at(10);
    await change(office, second, { vacancy_url: 'https://example.org/vacature' });
    // the first notice due at 15 takes the second, due at 25, within the 30 minutes' grouping
    await sendAt(15);
    const toPlanner = (await mailbox.mails()).filter((m) => m.template === TEMPLATE && m.recipient === PLANNER);
    expect(toPlanner).toHaveLength(1);
    expect(toPlanner[0]!.text).toContain(
      `Request ${first}, Het Kompas:\nChanged: internal remark, general remark\n\nRequest ${second}, Het Kompas:\nChanged: vacancy link`,
    );
    const irisMails = await mailbox.templatesTo(iris);
    expect(irisMails.filter((t) => t.startsWith('staffing.request_changed'))).toEqual(['staffing.request_changed']);
    const personal = (await mailbox.mails()).find(
      (m) => m.template === 'staffing.request_changed' && m.text.includes(`Request ${first},`),
    )!;
    expect(personal.text).toContain(`Request ${first}, Het Kompas:\nChanged: general remark\n`);
    expect(personal.text).not.toContain(`Request ${second}`);
  });

  it('ID-PERM-14: a profile without the right, or whose person switched the notification mails off, is not mailed', async () => {
    await roleHolds(env, pool, 'ROLE_BOARD', RIGHT, false);
    await switchMailsOff(env, ids.person(ADMIN), true);
    try {
      const mailbox = offerMailbox(env);
      const regenboog = await create(office, ids.regenboog, { '2027-06-24': [1] });
      const kompas = await create(office, ids.kompas, { '2027-06-24': [1] });
      await change(office, regenboog, { message: 'Neem de sleutel mee' });
      await change(office, kompas, { message: 'Neem de sleutel mee' });
      await sendAt(15);
      // multi's School profile at De Regenboog holds it still; its Board profile no longer does
      expect(await recipients(mailbox, regenboog)).toEqual([MULTI, SCHOOL].sort());
      expect(await recipients(mailbox, kompas)).toEqual([]);
    } finally {
      await roleHolds(env, pool, 'ROLE_BOARD', RIGHT, true);
      await switchMailsOff(env, ids.person(ADMIN), false);
    }
  });
});

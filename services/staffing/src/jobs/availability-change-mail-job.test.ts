import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, ExtraPermission as E, MailingPermission as M, Permission as P, RESERVED_MAILING_PERMISSIONS } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { sendDueAvailabilityMails } from '../flows/availability-change-notices';
import { offerMailbox, roleHolds, switchMailsOff } from '../routes/offers-testing';
import { setPoolSetting } from '../testing/open-work-substitutes';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * ID-PERM-14 availability change: a person's change of their own availability is mailed to the
 * planners whose profile holds MAILING_AVAILABILITY_CHANGED and whose branches hold the person's,
 * once the person has changed nothing for email_grouping_minutes: a burst is one mail (ADR 0345).
 * The demo pool: the substitute 'invaller' (Iris, a profile at the board), 'planner' (Board at the
 * board), 'multi' (Board at the board, School at De Regenboog), 'school' (School at De Regenboog),
 * 'admin' (Administrator, every right, the entire pool). The test drives the clock and runs the
 * job's send itself.
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let iris: number;
let own: string;
let planner: string;
const RIGHT = M.MAILING_AVAILABILITY_CHANGED;
const TEMPLATE = 'staffing.availability_changed';
const PLANNER = 'planner@demo.invalpool.nl';
const MULTI = 'multi@demo.invalpool.nl';
const ADMIN = 'admin@demo.invalpool.nl';
const MINUTE = 60_000;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  iris = ids.person('invaller@demo.invalpool.nl');
  own = await env.token(pool, [E.AVAILABILITY_EDIT], {
    username: 'invaller',
    person_id: iris,
    person_name: 'Iris',
    view_entire_pool: false,
    branch_id: ids.board,
  });
  // a planner who may change someone else's days (AvailabilityRights)
  planner = await env.token(pool, [...PLANNER_RIGHTS, E.AVAILABILITY_EDIT, P.CALENDAR_EDIT], {
    username: 'planner',
    person_name: 'Pieter de Planner',
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const mark = async (token: string, action: string, dayparts: Record<string, number[]>) => {
  const res = await env.server.call('POST', `/api/person/${iris}/marked-days`, { token, body: { action, dayparts } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.meta));
};
const mails = async (mailbox: ReturnType<typeof offerMailbox>) => (await mailbox.mails()).filter((m) => m.template === TEMPLATE);
const recipients = async (mailbox: ReturnType<typeof offerMailbox>) => (await mails(mailbox)).map((m) => m.recipient).sort();
const at = (start: Date, minutes: number) => env.deps.clock.set(new Date(start.getTime() + minutes * MINUTE));
const waiting = async () =>
  (
    await rowsOf<{ n: number }>(
      env.deps.db.db,
      sql`select count(*)::int as n from staffing.availability_change_notices where pool_id = ${pool} and sent_at is null`,
    )
  )[0]!.n;

describe('ID-PERM-14 availability change', () => {
  it('ID-PERM-14: the right is no longer reserved; the default Board role holds it, School and Employee do not', () => {
    expect(RESERVED_MAILING_PERMISSIONS).not.toContain(RIGHT);
    expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!.allow).toContain(RIGHT);
    for (const code of ['ROLE_SCHOOL', 'ROLE_EMPLOYEE']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).not.toContain(RIGHT);
  });

  it('ID-PERM-14: a substitute’s burst of changes is one mail to each planner of their branches, once they rest email_grouping_minutes', async () => {
    const start = env.deps.clock.now();
    try {
      const mailbox = offerMailbox(env);
      await mark(own, 'unavailable', { '2027-06-07': [1, 2] });
      at(start, 10);
      await mark(own, 'available', { '2027-06-08': [2] });
      // 30 minutes after the first change, but 20 after the last: the burst goes on
      at(start, 30);
      await sendDueAvailabilityMails(env.deps);
      expect(await mails(mailbox)).toEqual([]);
      at(start, 41);
      await sendDueAvailabilityMails(env.deps);
      // the board's planners and the administrator; the school's profile plans De Regenboog, not Iris's board
      expect(await recipients(mailbox)).toEqual([ADMIN, MULTI, PLANNER].sort());
      const mail = (await mails(mailbox)).find((m) => m.recipient === PLANNER)!;
      expect(mail.link).toBeNull();
      expect(mail.text).toContain('De beschikbaarheid van invallers die u plant is gewijzigd:');
      expect(mail.text).toMatch(
        /:\n- 07-06-2027 ochtend: niet beschikbaar\n- 07-06-2027 middag: niet beschikbaar\n- 08-06-2027 middag: beschikbaar/,
      );
      expect(mail.text).toMatch(
        /:\n- 07-06-2027 morning: unavailable\n- 07-06-2027 afternoon: unavailable\n- 08-06-2027 afternoon: available/,
      );
      // sent once: the notice is marked sent with the mails
      at(start, 90);
      await sendDueAvailabilityMails(env.deps);
      expect(await mails(mailbox)).toHaveLength(3);
    } finally {
      env.deps.clock.set(start);
    }
  });

  it('ID-PERM-14: the default week is named; a mark set back within the burst is no change; a planner’s change tells nobody', async () => {
    const start = env.deps.clock.now();
    try {
      const mailbox = offerMailbox(env);
      await mark(own, 'unavailable', { '2027-06-09': [1] });
      const week = await env.server.call('PUT', `/api/person/${iris}/availability-defaults`, {
        token: own,
        body: { defaults: [{ week_day: 5, daypart: 2, state: 'unavailable' }] },
      });
      expect(week.status).toBe(200);
      at(start, 5);
      await mark(own, 'clear', { '2027-06-09': [1] });
      // the planner's own change of Iris's days is the office's doing: no notice
      await mark(planner, 'unavailable', { '2027-06-10': [1] });
      at(start, 40);
      await sendDueAvailabilityMails(env.deps);
      const mail = (await mails(mailbox)).find((m) => m.recipient === PLANNER)!;
      expect(mail.text).not.toContain('09-06-2027');
      expect(mail.text).not.toContain('10-06-2027');
      expect(mail.text).toContain('Standaardweek:\n- vrijdag middag: niet beschikbaar');
      expect(mail.text).toContain('Default week:\n- Friday afternoon: unavailable');
      // undone in full: the notice tells nothing and is done without a mail
      at(start, 50);
      const before = (await mails(mailbox)).length;
      await mark(own, 'available', { '2027-06-11': [1] });
      await mark(own, 'clear', { '2027-06-11': [1] });
      at(start, 90);
      await sendDueAvailabilityMails(env.deps);
      expect(await mails(mailbox)).toHaveLength(before);
      expect(await waiting()).toBe(0);
    } finally {
      await env.server.call('PUT', `/api/person/${iris}/availability-defaults`, {
        token: own,
        body: { defaults: [{ week_day: 5, daypart: 2, state: null }] },
      });
      at(start, 200);
      await sendDueAvailabilityMails(env.deps);
      env.deps.clock.set(start);
    }
  });

  it('ID-PERM-14: a planner without the right, or who switched the notification mails off, gets none; the grouping is the pool’s', async () => {
    const start = env.deps.clock.now();
    await roleHolds(env, pool, 'ROLE_BOARD', RIGHT, false);
    await switchMailsOff(env, ids.person(ADMIN), true);
    await setPoolSetting(env, pool, 'email_grouping_minutes', 5);
    try {
      const mailbox = offerMailbox(env);
      await mark(own, 'unavailable', { '2027-06-14': [1] });
      at(start, 5);
      await sendDueAvailabilityMails(env.deps);
      expect(await recipients(mailbox)).toEqual([]);
      expect(await waiting()).toBe(0);
      // nor later, when the right is back: the notice was done
      await roleHolds(env, pool, 'ROLE_BOARD', RIGHT, true);
      at(start, 60);
      await sendDueAvailabilityMails(env.deps);
      expect(await recipients(mailbox)).toEqual([]);
    } finally {
      await roleHolds(env, pool, 'ROLE_BOARD', RIGHT, true);
      await switchMailsOff(env, ids.person(ADMIN), false);
      await setPoolSetting(env, pool, 'email_grouping_minutes', null);
      env.deps.clock.set(start);
    }
  });
});

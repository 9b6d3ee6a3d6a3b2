import { sql } from 'drizzle-orm';
import { MailingPermission as M, OfferRights } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { sendDueChangeMails } from '../flows/request-change-notices';
import { newKompasRequest, offerMailbox, switchMailsOff } from '../routes/offers-testing';
import { setPoolSetting } from '../testing/open-work-substitutes';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * MD-SET-07: a change of a request's dayparts or data is mailed to whom is planned on it or offered
 * it, request_change_notification_delay minutes after the request's last change, the notices of
 * email_grouping_minutes together in one mail (ADR 0323). The test drives the service's clock and
 * runs the job's send itself.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let iris: number;
let fatima: number;
let role: number;
const MINUTE = 60_000;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, PLANNER_RIGHTS);
  iris = ids.person('invaller@demo.invalpool.nl');
  fatima = ids.person('fatima.elamrani@demo.invalpool.nl');
  const db = env.deps.db.db;
  [{ id: role }] = (await rowsOf<{ id: number }>(
    db,
    sql`insert into identity.roles (pool_id, code, name) values (${pool}, 'ROLE_CHANGE_MAIL_TEST', 'Change mail test') returning id`,
  )) as [{ id: number }];
  await db.execute(
    sql`update identity.profile_roles set role_id = ${role}
        where profile_id in (select id from identity.profiles where pool_id = ${pool} and person_id = ${fatima})`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const call = (method: 'POST' | 'PUT', path: string, body: unknown) => env.server.call(method, path, { token, body });
/** a request of a teacher with one morning, the person planned on it */
async function plannedRequest(teacher: number, date: string, person: number): Promise<number> {
  const number = await newKompasRequest(env, token, ids, teacher, { [date]: [1] });
  expect((await call('POST', `/api/request/${number}/dates`, { action: 'plan', dayparts: { [date]: [1] }, person })).status).toBe(200);
  return number;
}
async function addMorning(number: number, date: string) {
  const res = await call('POST', `/api/request/${number}/dates`, {
    action: 'add',
    dayparts: { [date]: [1] },
    reason: ids.daypartReason.add,
  });
  expect(res.status).toBe(200);
}
const remark = async (number: number, text: string) =>
  expect((await call('PUT', `/api/request/${number}`, { general_remark: text })).status).toBe(200);
/** the request-changed mails written since `mailbox` was made, to the person */
const changeMailsTo = async (mailbox: ReturnType<typeof offerMailbox>, personId: number) => {
  const [{ email }] = (await rowsOf<{ email: string }>(
    env.deps.db.db,
    sql`select email from masterdata.persons where id = ${personId}`,
  )) as [{ email: string }];
  return (await mailbox.mails()).filter((m) => m.template === 'staffing.request_changed' && m.recipient === email);
};
const at = (start: Date, minutes: number) => env.deps.clock.set(new Date(start.getTime() + minutes * MINUTE));

describe('MD-SET-07 request change notification', () => {
  it('MD-SET-07 delay: the mail goes request_change_notification_delay minutes after the last change; a further change pushes it back', async () => {
    const start = env.deps.clock.now();
    const mailbox = offerMailbox(env);
    const number = await plannedRequest(ids.teachers[0]!, '2027-06-07', iris);
    await addMorning(number, '2027-06-08');
    at(start, 10);
    await remark(number, 'Graag om 8:15 aanwezig');
    // 15 minutes after the first change, but only 5 after the last: nothing yet
    at(start, 16);
    await sendDueChangeMails(env.deps);
    expect(await changeMailsTo(mailbox, iris)).toEqual([]);
    at(start, 25);
    await sendDueChangeMails(env.deps);
    const [mail, ...more] = await changeMailsTo(mailbox, iris);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Aanvraag ${number}, Het Kompas:\nToegevoegd:\n- 08-06-2027 ochtend\nGewijzigd: algemene opmerking`);
    expect(mail!.text).toContain(`Request ${number}, Het Kompas:\nAdded:\n- 08-06-2027 morning\nChanged: general remark`);
    // sent once: the notice is marked sent with the mail
    at(start, 60);
    await sendDueChangeMails(env.deps);
    expect(await changeMailsTo(mailbox, iris)).toHaveLength(1);
    env.deps.clock.set(start);
  });

  it('MD-SET-07 grouping: two requests changed within email_grouping_minutes come in one mail; a later one waits for its own', async () => {
    const start = env.deps.clock.now();
    const mailbox = offerMailbox(env);
    const first = await plannedRequest(ids.teachers[1]!, '2027-06-09', iris);
    const second = await plannedRequest(ids.teachers[2]!, '2027-06-10', iris);
    const third = await plannedRequest(ids.teachers[3]!, '2027-06-11', iris);
    await addMorning(first, '2027-06-14');
    at(start, 10);
    await call('POST', `/api/request/${second}/dates`, { action: 'add', dayparts: { '2027-06-15': [1] }, reason: ids.daypartReason.add });
    at(start, 40);
    await remark(third, 'Gym in de middag');
    at(start, 15);
    await sendDueChangeMails(env.deps);
    const mails = await changeMailsTo(mailbox, iris);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Request ${first}, Het Kompas:\nAdded:\n- 14-06-2027 morning`);
    expect(mails[0]!.text).toContain(`Request ${second}, Het Kompas:\nAdded:\n- 15-06-2027 morning`);
    expect(mails[0]!.text).not.toContain(`Request ${third}`);
    at(start, 55);
    await sendDueChangeMails(env.deps);
    const later = (await changeMailsTo(mailbox, iris)).slice(1);
    expect(later.map((m) => m.text.includes(`Request ${third}, Het Kompas:\nChanged: general remark`))).toEqual([true]);
    env.deps.clock.set(start);
  });

  it("MD-SET-07 the pool settings: no grouping sends each request on its own; the delay is the pool's", async () => {
    const start = env.deps.clock.now();
    await setPoolSetting(env, pool, 'email_grouping_minutes', 0);
    await setPoolSetting(env, pool, 'request_change_notification_delay', 5);
    try {
      const mailbox = offerMailbox(env);
      const first = await plannedRequest(ids.teachers[4]!, '2027-06-16', iris);
      const second = await plannedRequest(ids.teachers[5]!, '2027-06-17', iris);
      await remark(first, 'Een');
      at(start, 1);
      await remark(second, 'Twee');
      at(start, 5);
      await sendDueChangeMails(env.deps);
      at(start, 6);
      await sendDueChangeMails(env.deps);
      const mails = await changeMailsTo(mailbox, iris);
      expect(mails.map((m) => [m.text.includes(`Request ${first},`), m.text.includes(`Request ${second},`)])).toEqual([
        [true, false],
        [false, true],
      ]);
    } finally {
      await setPoolSetting(env, pool, 'email_grouping_minutes', null);
      await setPoolSetting(env, pool, 'request_change_notification_delay', null);
      env.deps.clock.set(start);
    }
  });

  it('MD-SET-07 the mailing right and the mails-off switch: no mail without MAILING_DAYPARTS_CHANGED or with mails off, nor later', async () => {
    const start = env.deps.clock.now();
    const holds = (allow: string[]) =>
      env.deps.db.db.execute(sql`update identity.roles set allow = ${JSON.stringify(allow)}::jsonb where id = ${role}`);
    const mailsOff = (off: boolean) => switchMailsOff(env, fatima, off);
    const mailbox = offerMailbox(env);
    const number = await plannedRequest(ids.teachers[6]!, '2027-06-18', fatima);

    await holds([M.MAILING_PLANNED_CONFIRMATION]);
    await remark(number, 'Zonder recht');
    at(start, 15);
    await sendDueChangeMails(env.deps);
    expect(await changeMailsTo(mailbox, fatima)).toEqual([]);

    await holds([M.MAILING_DAYPARTS_CHANGED]);
    await mailsOff(true);
    at(start, 20);
    await remark(number, 'Mails uit');
    at(start, 35);
    await sendDueChangeMails(env.deps);
    expect(await changeMailsTo(mailbox, fatima)).toEqual([]);

    await mailsOff(false);
    at(start, 40);
    await remark(number, 'Met recht');
    at(start, 55);
    await sendDueChangeMails(env.deps);
    // the notices left out before are done: only the last change is told
    const mails = await changeMailsTo(mailbox, fatima);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Request ${number}, Het Kompas:\nChanged: general remark`);
    env.deps.clock.set(start);
  });

  it('MD-SET-07 an open offer: the invited person hears of dates added; a person no longer concerned is not told', async () => {
    const start = env.deps.clock.now();
    const mailbox = offerMailbox(env);
    const inviter = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
    const invited = ids.teachers[8]!;
    const number = await newKompasRequest(env, token, ids, ids.teachers[9]!, { '2027-06-22': [1] });
    expect(
      (await env.server.call('POST', `/api/request/${number}/invitation`, { token: inviter, body: { persons: [invited] } })).status,
    ).toBe(201);
    await addMorning(number, '2027-06-23');
    at(start, 15);
    await sendDueChangeMails(env.deps);
    const mails = await changeMailsTo(mailbox, invited);
    expect(mails.map((m) => m.text.includes(`Request ${number}, Het Kompas:\nAdded:\n- 23-06-2027 morning`))).toEqual([true]);
    expect(await changeMailsTo(mailbox, iris)).toEqual([]);
    env.deps.clock.set(start);
  });

  it("MD-SET-07 another pool's notices stay as they are: a change and a send of this pool leave them waiting", async () => {
    const start = env.deps.clock.now();
    const noord = env.pools.noord;
    const dueAt = new Date(start.getTime() + 60 * MINUTE).toISOString();
    const [{ id }] = (await env.deps.db.withSystem((tx) =>
      rowsOf<{ id: number }>(
        tx,
        sql`insert into staffing.request_change_notices (pool_id, person_id, request_id, changes, due_at, created_at)
            values (${noord}, ${iris}, 0, '{"added":[],"removed":[],"details":["message"]}'::jsonb, ${dueAt}::timestamptz, ${start.toISOString()}::timestamptz)
            returning id`,
      ),
    )) as [{ id: number }];
    const number = await plannedRequest(ids.teachers[7]!, '2027-06-21', iris);
    await remark(number, 'Alleen hier');
    at(start, 15);
    await sendDueChangeMails(env.deps);
    const [row] = await env.deps.db.withSystem((tx) =>
      rowsOf<{ due_at: string; sent_at: string | null; changes: unknown }>(
        tx,
        sql`select due_at, sent_at, changes from staffing.request_change_notices where id = ${id}`,
      ),
    );
    expect(row).toEqual({ due_at: expect.anything(), sent_at: null, changes: { added: [], removed: [], details: ['message'] } });
    expect(new Date(row!.due_at).toISOString()).toBe(dueAt);
    const mine = await rowsOf<{ pool_id: number }>(
      env.deps.db.db,
      sql`select distinct pool_id from staffing.request_change_notices where request_id = (select id from staffing.requests where pool_id = ${pool} and number = ${number})`,
    );
    expect(mine).toEqual([{ pool_id: pool }]);
    env.deps.clock.set(start);
  });
});

import { sql } from 'drizzle-orm';
import { MailingPermission as M, OfferRights, pushRecipient } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox, switchMailsOff } from './offers-testing';

/**
 * ID-PERM-14: each mailing the product sends goes only to a person whose role holds its right.
 * Fatima's substitute profile is given a role of the test's own, whose lists each test sets; Iris keeps
 * the default substitute role, which holds the mailings about her own work through Employee.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let iris: number;
let fatima: number;
let role: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.invitation.cancel]);
  iris = ids.person('invaller@demo.invalpool.nl');
  fatima = ids.person('fatima.elamrani@demo.invalpool.nl');
  const db = env.deps.db.db;
  [{ id: role }] = (await rowsOf<{ id: number }>(
    db,
    sql`insert into identity.roles (pool_id, code, name) values (${pool}, 'ROLE_MAILING_TEST', 'Mailing test') returning id`,
  )) as [{ id: number }];
  await db.execute(
    sql`update identity.profile_roles set role_id = ${role}
        where profile_id in (select id from identity.profiles where pool_id = ${pool} and person_id = ${fatima})`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const fatimaHolds = (allow: string[], deny: string[] = []) =>
  env.deps.db.db.execute(
    sql`update identity.roles set allow = ${JSON.stringify(allow)}::jsonb, deny = ${JSON.stringify(deny)}::jsonb where id = ${role}`,
  );
const newRequest = (teacher: number, date: string) => newKompasRequest(env, token, ids, teacher, { [date]: [1] });
const invite = (number: number, persons: number[]) =>
  env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons } });
const lastMessage = async () =>
  (await rowsOf<{ id: number | null }>(env.deps.db.db, sql`select max(id)::int as id from staffing.outbox`))[0]?.id ?? 0;
/** the push messages to the person written after message `since` */
const pushesTo = async (personId: number, since: number) =>
  (
    await rowsOf<{ template: string }>(
      env.deps.db.db,
      sql`select template from staffing.outbox where channel = 'push' and recipient = ${pushRecipient(personId)} and id > ${since}`,
    )
  ).map((r) => r.template);

describe('ID-PERM-14 notification mailing permissions', () => {
  it('declares a right for every mailing the spec lists', () => {
    expect(Object.keys(M)).toHaveLength(13);
  });

  it('ID-PERM-14 reservation or invitation sent: goes with MAILING_OFFER_SENT (mail and push), not without it', async () => {
    const mailbox = offerMailbox(env);
    const since = await lastMessage();
    await fatimaHolds([]);
    const without = await invite(await newRequest(ids.teachers[0]!, '2027-06-07'), [iris, fatima]);
    // the offer stands all the same: only its mail and phone messages are switched off
    expect(without.status).toBe(201);
    expect(await mailbox.templatesTo(fatima)).toEqual([]);
    expect(await pushesTo(fatima, since)).toEqual([]);
    expect(await mailbox.templatesTo(iris)).toEqual(['staffing.invitation']);

    await fatimaHolds([M.MAILING_OFFER_SENT]);
    expect((await invite(await newRequest(ids.teachers[1]!, '2027-06-08'), [fatima])).status).toBe(201);
    expect(await mailbox.templatesTo(fatima)).toEqual(['staffing.invitation']);
    expect(await pushesTo(fatima, since)).toEqual(['staffing.invitation.push']);
  });

  it('ID-PERM-14 closing confirmation: the closed offer is told with MAILING_CLOSING_CONFIRMATION, not without it', async () => {
    const answer = answerCalls(env);
    const closeFatimasOffer = async (teacher: number, date: string) => {
      const mailbox = offerMailbox(env);
      expect((await invite(await newRequest(teacher, date), [iris, fatima])).status).toBe(201);
      expect((await answer.accept('invitation', await mailbox.tokenOf('invitation', iris))).status).toBe(200);
      return mailbox.templatesTo(fatima);
    };
    await fatimaHolds([M.MAILING_OFFER_SENT]);
    expect(await closeFatimasOffer(ids.teachers[2]!, '2027-06-09')).toEqual(['staffing.invitation']);
    await fatimaHolds([M.MAILING_OFFER_SENT, M.MAILING_CLOSING_CONFIRMATION]);
    expect(await closeFatimasOffer(ids.teachers[3]!, '2027-06-10')).toEqual(['staffing.invitation', 'staffing.invitation.closed']);
  });

  it('ID-PERM-14 planned confirmation: planned by hand, told with MAILING_PLANNED_CONFIRMATION; a deny wins over the allow', async () => {
    const planFatima = async (teacher: number, date: string) => {
      const mailbox = offerMailbox(env);
      const number = await newRequest(teacher, date);
      const res = await env.server.call('POST', `/api/request/${number}/dates`, {
        token,
        body: { action: 'plan', dayparts: { [date]: [1] }, person: fatima },
      });
      expect(res.status).toBe(200);
      return mailbox.templatesTo(fatima);
    };
    await fatimaHolds([]);
    expect(await planFatima(ids.teachers[4]!, '2027-06-14')).toEqual([]);
    await fatimaHolds([M.MAILING_PLANNED_CONFIRMATION]);
    expect(await planFatima(ids.teachers[5]!, '2027-06-15')).toEqual(['staffing.planned']);
    await fatimaHolds([M.MAILING_PLANNED_CONFIRMATION], ['MAILING_PLANNED_CONFIRMATION']);
    expect(await planFatima(ids.teachers[6]!, '2027-06-16')).toEqual([]);
  });

  it('ID-PERM-10 mail settings: a person whose notification mails are off gets no offer mail nor push, whatever their role', async () => {
    const mailsOff = (personId: number, off: boolean) => switchMailsOff(env, personId, off);
    const since = await lastMessage();
    await fatimaHolds([M.MAILING_OFFER_SENT]);
    await mailsOff(iris, true);
    try {
      const mailbox = offerMailbox(env);
      const res = await invite(await newRequest(ids.teachers[9]!, '2027-06-21'), [iris, fatima]);
      // the offer stands; only its messages are left out
      expect(res.status).toBe(201);
      expect(await mailbox.templatesTo(iris)).toEqual([]);
      expect(await pushesTo(iris, since)).toEqual([]);
      expect(await mailbox.templatesTo(fatima)).toEqual(['staffing.invitation']);
    } finally {
      await mailsOff(iris, false);
    }
    const mailbox = offerMailbox(env);
    expect((await invite(await newRequest(ids.teachers[10]!, '2027-06-22'), [iris])).status).toBe(201);
    expect(await mailbox.templatesTo(iris)).toEqual(['staffing.invitation']);
  });

  it('ID-PERM-14: a person with no profile in the pool has no role to switch a mailing off, and is told as before', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[7]!, '2027-06-17');
    const person = ids.teachers[8]!;
    const res = await env.server.call('POST', `/api/request/${number}/dates`, {
      token,
      body: { action: 'plan', dayparts: { '2027-06-17': [1] }, person },
    });
    expect(res.status).toBe(200);
    expect(await mailbox.templatesTo(person)).toEqual(['staffing.planned']);
  });
});

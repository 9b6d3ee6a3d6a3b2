import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, ExtraPermission as E, MailingPermission as M, OfferRights, Permission as P, type OfferView } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { expireDueOffers } from '../flows/expire-due-offers';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox, roleHolds, switchMailsOff } from './offers-testing';

/**
 * ID-PERM-14 reservation or invitation denied or expired: the planner who made the offer (the demo's
 * 'planner' account, Board role, person Pieter de Planner) is mailed when its person denies it or it
 * expires, with MAILING_OFFER_DENIED_OR_EXPIRED and the mail settings deciding (ADR 0328).
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let token: string;
let iris: number;
let planner: number;
const PLANNER_MAIL = 'planner@demo.invalpool.nl';
const RIGHT = M.MAILING_OFFER_DENIED_OR_EXPIRED;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  const rights = [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all];
  token = await env.token(pool, rights, { username: 'planner', person_name: 'Pieter de Planner' });
  iris = ids.person('invaller@demo.invalpool.nl');
  planner = ids.person(PLANNER_MAIL);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const db = () => env.deps.db.db;
const newRequest = (teacher: number, date: string) => newKompasRequest(env, token, ids, teacher, { [date]: [1] });
const invite = async (number: number, persons: number[], as = token) => {
  const res = await env.server.call('POST', `/api/request/${number}/invitation`, { token: as, body: { persons } });
  expect(res.status).toBe(201);
  return res.body.data as OfferView[];
};
const mailsTo = async (mailbox: ReturnType<typeof offerMailbox>, recipient: string) =>
  (await mailbox.mails()).filter((m) => m.recipient === recipient && m.template.startsWith('staffing.offer_'));
const boardHolds = (holds: boolean) => roleHolds(env, pool, 'ROLE_BOARD', RIGHT, holds);

describe('ID-PERM-14 reservation or invitation denied or expired', () => {
  it('ID-PERM-14 the default Board and School roles hold the right; it is no longer reserved', () => {
    for (const code of ['ROLE_BOARD', 'ROLE_SCHOOL']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).toContain(RIGHT);
  });

  it('ID-PERM-14 denied on the answer page: the maker is mailed the request, person, kind and remark, without an answer link', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[0]!, '2027-06-07');
    await invite(number, [iris]);
    const res = await answerCalls(env).deny('invitation', await mailbox.tokenOf('invitation', iris), 'Ik sta die dag al voor de klas');
    expect(res.status).toBe(200);
    const [mail, ...more] = await mailsTo(mailbox, PLANNER_MAIL);
    expect(more).toEqual([]);
    expect(mail!.template).toBe('staffing.offer_denied');
    expect(mail!.link).toBeNull();
    expect(mail!.text).toContain(`Iris Invaller heeft de uitnodiging voor aanvraag ${number} (Het Kompas) geweigerd.`);
    expect(mail!.text).toContain(`Iris Invaller denied the invitation for request ${number} (Het Kompas).`);
    expect(mail!.text).toContain('Opmerking: Ik sta die dag al voor de klas');
    expect(mail!.text).toContain('Remark: Ik sta die dag al voor de klas');
    expect(mail!.text).toContain('- 07-06-2027 ochtend');
    expect(mail!.text).not.toMatch(/\/(invitation|reservation)\/confirm\//);
    // in the denial's transaction, kept on the request's timeline as every mail about it
    const timeline = await env.server.call('GET', `/api/request/${number}/timeline`, { token });
    expect((timeline.body.data as { event: string }[]).map((e) => e.event)).toEqual(
      expect.arrayContaining(['invitation_denied', 'email_sent']),
    );
  });

  it('ID-PERM-14 a reservation denied in the inbox, without a remark, is mailed too', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[1]!, '2027-06-08');
    const reserved = await env.server.call('POST', `/api/request/${number}/reservation`, { token, body: { person: iris } });
    expect(reserved.status).toBe(201);
    const own = await env.token(pool, [P.INBOX_VIEW, E.RESERVATION_REPLY], { person_id: iris, view_entire_pool: false, branch_id: null });
    const inbox = (await env.server.call('GET', '/api/inbox', { token: own })).body.data as OfferView[];
    const item = inbox.find((v) => v.request.id === number && v.kind === 'reservation')!;
    expect((await env.server.call('PUT', '/api/reservation/deny', { token: own, body: { id: item.id } })).status).toBe(200);
    const [mail] = await mailsTo(mailbox, PLANNER_MAIL);
    expect(mail!.template).toBe('staffing.offer_denied');
    expect(mail!.text).toContain(`Iris Invaller heeft de reservering voor aanvraag ${number} (Het Kompas) geweigerd.`);
    expect(mail!.text).not.toContain('Opmerking');
  });

  it('ID-PERM-14 expired: the expiry job mails the maker in its transaction', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[2]!, '2027-06-09');
    const [offer] = await invite(number, [iris]);
    const expiresAt = new Date(offer!.expiration_date);
    await expireDueOffers(env.deps, new Date(expiresAt.getTime() + 60_000));
    const mails = (await mailsTo(mailbox, PLANNER_MAIL)).filter((m) => m.text.includes(`aanvraag ${number} `));
    expect(mails.map((m) => m.template)).toEqual(['staffing.offer_expired']);
    expect(mails[0]!.text).toContain(`De uitnodiging aan Iris Invaller voor aanvraag ${number} (Het Kompas) is verlopen zonder antwoord.`);
    expect(mails[0]!.text).toContain(`The invitation to Iris Invaller for request ${number} (Het Kompas) expired unanswered.`);
    const [{ state }] = (await rowsOf<{ state: string }>(db(), sql`select state from staffing.offers where id = ${offer!.id}`)) as [
      { state: string },
    ];
    expect(state).toBe('expired');
  });

  it('ID-PERM-14 no mail when the maker’s roles lack the right; the denial stands', async () => {
    await boardHolds(false);
    try {
      const mailbox = offerMailbox(env);
      const number = await newRequest(ids.teachers[3]!, '2027-06-10');
      await invite(number, [iris]);
      const res = await answerCalls(env).deny('invitation', await mailbox.tokenOf('invitation', iris), 'Nee');
      expect(res.body.data.state).toBe('denied');
      expect(await mailsTo(mailbox, PLANNER_MAIL)).toEqual([]);
    } finally {
      await boardHolds(true);
    }
  });

  it('ID-PERM-14 no mail when the maker switched the notification mails off', async () => {
    const mailsOff = (off: boolean) => switchMailsOff(env, planner, off);
    await mailsOff(true);
    try {
      const mailbox = offerMailbox(env);
      const number = await newRequest(ids.teachers[4]!, '2027-06-11');
      await invite(number, [iris]);
      expect((await answerCalls(env).deny('invitation', await mailbox.tokenOf('invitation', iris))).status).toBe(200);
      expect(await mailsTo(mailbox, PLANNER_MAIL)).toEqual([]);
    } finally {
      await mailsOff(false);
    }
  });

  it('ID-PERM-14 another pool untouched: a maker whose account lives in another pool is not found there, and no row goes to that pool', async () => {
    const mailbox = offerMailbox(env);
    const since = (await rowsOf<{ id: number | null }>(db(), sql`select max(id)::int as id from staffing.outbox`))[0]?.id ?? 0;
    // the noord account (Nina Noord, Board in pool noord only) made this offer in the demo pool
    const asNoord = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all], {
      username: 'noord',
      person_name: 'Nina Noord',
    });
    const number = await newRequest(ids.teachers[5]!, '2027-06-14');
    await invite(number, [iris], asNoord);
    expect((await answerCalls(env).deny('invitation', await mailbox.tokenOf('invitation', iris), 'Nee')).status).toBe(200);
    expect((await mailbox.mails()).filter((m) => m.template.startsWith('staffing.offer_'))).toEqual([]);
    const other = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from staffing.outbox where id > ${since} and pool_id <> ${pool}`,
    );
    expect(other[0]!.n).toBe(0);
  });
});

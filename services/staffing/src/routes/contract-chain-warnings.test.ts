import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, MailingPermission as M, OfferRights, RESERVED_MAILING_PERMISSIONS } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox, roleHolds, switchMailsOff } from './offers-testing';

/**
 * ID-PERM-14 warning of exceeding the contract chain: the planner who plans a person (by hand, or
 * by the invitation or reservation the person accepts) is mailed when the contract that engagement
 * needs exceeds the person's contract chain at the board, by matching's rule 6, once per person and
 * request, with MAILING_CONTRACT_CHAIN_WARNING and the mail settings deciding (ADR 0334).
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let token: string;
let iris: number;
let planner: number;
let demoContract: { id: number; end_date: string; contract_type_id: number };
const PLANNER_MAIL = 'planner@demo.invalpool.nl';
const RIGHT = M.MAILING_CONTRACT_CHAIN_WARNING;
const TEMPLATE = 'staffing.contract_chain_warning';

const db = () => env.deps.db.db;

/**
 * Iris's chain at the board: the demo contract ends in March 2027 and `earlier` regular contracts
 * come before it, so June 2027 needs a new contract, the chain's `earlier + 2`nd (the limit is 3).
 */
async function chainOf(earlier: number) {
  await db().execute(sql`delete from masterdata.contracts where pool_id = ${pool} and person_id = ${iris} and id <> ${demoContract.id}`);
  const type = demoContract.contract_type_id;
  const rows = [
    sql`(${pool}, ${iris}, ${type}, ${ids.kompas}, '2025-09-01', '2025-12-31')`,
    sql`(${pool}, ${iris}, ${type}, ${ids.regenboog}, '2026-02-01', '2026-06-30')`,
  ].slice(2 - earlier);
  if (rows.length)
    await db().execute(
      sql`insert into masterdata.contracts (pool_id, person_id, contract_type_id, branch_id, start_date, end_date) values ${sql.join(rows, sql`, `)}`,
    );
}

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  const rights = [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all];
  token = await env.token(pool, rights, { username: 'planner', person_name: 'Pieter de Planner' });
  iris = ids.person('invaller@demo.invalpool.nl');
  planner = ids.person(PLANNER_MAIL);
  [demoContract] = (await rowsOf<typeof demoContract>(
    db(),
    sql`select id, to_char(end_date, 'YYYY-MM-DD') as end_date, contract_type_id from masterdata.contracts where pool_id = ${pool} and person_id = ${iris}`,
  )) as [typeof demoContract];
  await db().execute(sql`update masterdata.contracts set end_date = '2027-03-31' where id = ${demoContract.id}`);
}, SETUP_TIMEOUT_MS);
beforeEach(() => chainOf(2));
afterAll(async () => {
  if (demoContract) {
    await chainOf(0);
    await db().execute(sql`update masterdata.contracts set end_date = ${demoContract.end_date} where id = ${demoContract.id}`);
  }
  await env?.close();
});

// special leave (BV) counts towards the chain
const newRequest = (teacher: number, date: string) =>
  newKompasRequest(env, token, ids, teacher, { [date]: [1, 2] }, { reason_for_absence: ids.reason.BV });
const plan = async (number: number, date: string, dayparts: number[], as = token) => {
  const res = await env.server.call('POST', `/api/request/${number}/dates`, {
    token: as,
    body: { action: 'plan', dayparts: { [date]: dayparts }, person: iris },
  });
  expect(res.status).toBe(200);
};
const warnings = async (mailbox: ReturnType<typeof offerMailbox>) => (await mailbox.mails()).filter((m) => m.template === TEMPLATE);
const boardHolds = (holds: boolean) => roleHolds(env, pool, 'ROLE_BOARD', RIGHT, holds);

describe('ID-PERM-14 warning of exceeding the contract chain', () => {
  it('ID-PERM-14 the default Board and School roles hold the right; it is no longer reserved', () => {
    for (const code of ['ROLE_BOARD', 'ROLE_SCHOOL']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).toContain(RIGHT);
    expect(RESERVED_MAILING_PERMISSIONS).not.toContain(RIGHT);
  });

  it('ID-PERM-14 planned by hand past the chain: the planner is mailed the person, the request and the chain rule, once per person and request', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[0]!, '2027-06-07');
    await plan(number, '2027-06-07', [1]);
    const [mail, ...more] = await warnings(mailbox);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe(PLANNER_MAIL);
    expect(mail!.link).toBeNull();
    expect(mail!.text).toContain(`Iris Invaller is ingepland op aanvraag ${number} (Het Kompas).`);
    expect(mail!.text).toContain('het wordt contract 4 in de keten sinds 01-09-2025; de keten staat 3 contracten toe binnen 36 maanden.');
    expect(mail!.text).toContain(`Iris Invaller is planned on request ${number} (Het Kompas).`);
    expect(mail!.text).toContain('it would be contract 4 in the chain since 01-09-2025; the chain allows 3 contracts within 36 months.');
    expect(mail!.text).toContain('- 07-06-2027 ochtend');
    // more dayparts of the same request: no second warning
    await plan(number, '2027-06-07', [2]);
    expect(await warnings(mailbox)).toHaveLength(1);
    const timeline = await env.server.call('GET', `/api/request/${number}/timeline`, { token });
    expect((timeline.body.data as { event: string }[]).map((e) => e.event)).toEqual(expect.arrayContaining(['email_sent']));
  });

  it('ID-PERM-14 a reservation accepted past the chain: the planner who made it is mailed in the acceptance', async () => {
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[1]!, '2027-06-08');
    expect((await env.server.call('POST', `/api/request/${number}/reservation`, { token, body: { person: iris } })).status).toBe(201);
    expect((await answerCalls(env).accept('reservation', await mailbox.tokenOf('reservation', iris))).status).toBe(200);
    const [mail, ...more] = await warnings(mailbox);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe(PLANNER_MAIL);
    expect(mail!.text).toContain(`Iris Invaller is ingepland op aanvraag ${number} (Het Kompas).`);
    expect(mail!.text).toContain('- 08-06-2027 middag');
  });

  it('ID-PERM-14 none at the chain’s limit (the third contract of three), nor for a reason the chain does not count', async () => {
    await chainOf(1);
    const mailbox = offerMailbox(env);
    const number = await newRequest(ids.teachers[2]!, '2027-06-10');
    await plan(number, '2027-06-10', [1, 2]);
    await chainOf(2);
    // sickness (ZK) is not counted: no room in the chain needed
    const sickness = await newKompasRequest(env, token, ids, ids.teachers[3]!, { '2027-06-17': [1] });
    await plan(sickness, '2027-06-17', [1]);
    expect(await warnings(mailbox)).toEqual([]);
  });

  it('ID-PERM-14 no mail when the planner’s roles lack the right; the planning stands', async () => {
    await boardHolds(false);
    try {
      const mailbox = offerMailbox(env);
      const number = await newRequest(ids.teachers[4]!, '2027-06-11');
      await plan(number, '2027-06-11', [1]);
      expect(await warnings(mailbox)).toEqual([]);
    } finally {
      await boardHolds(true);
    }
  });

  it('ID-PERM-14 no mail when the planner switched the notification mails off', async () => {
    const mailsOff = (off: boolean) => switchMailsOff(env, planner, off);
    await mailsOff(true);
    try {
      const mailbox = offerMailbox(env);
      const number = await newRequest(ids.teachers[5]!, '2027-06-14');
      await plan(number, '2027-06-14', [1]);
      expect(await warnings(mailbox)).toEqual([]);
    } finally {
      await mailsOff(false);
    }
  });

  it('ID-PERM-14 another pool untouched: a planner whose account lives in another pool is not found there, and no row goes to that pool', async () => {
    const mailbox = offerMailbox(env);
    const since = (await rowsOf<{ id: number | null }>(db(), sql`select max(id)::int as id from staffing.outbox`))[0]?.id ?? 0;
    // the noord account (Nina Noord, Board in pool noord only) plans in the demo pool
    const asNoord = await env.token(pool, [...PLANNER_RIGHTS], { username: 'noord', person_name: 'Nina Noord' });
    const number = await newRequest(ids.teachers[6]!, '2027-06-15');
    await plan(number, '2027-06-15', [1], asNoord);
    expect(await warnings(mailbox)).toEqual([]);
    const other = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from staffing.outbox where id > ${since} and pool_id <> ${pool}`,
    );
    expect(other[0]!.n).toBe(0);
  });
});

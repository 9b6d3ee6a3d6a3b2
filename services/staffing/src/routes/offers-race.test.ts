import { sql } from 'drizzle-orm';
import { OfferRights, MAX_INVITEES, type OfferView } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox } from './offers-testing';

/**
 * The race the accept transaction exists for: fifty invitees of one request
 * accept at the same moment. Exactly one is planned on every daypart, the other 49 are told the
 * request is filled, and nothing is half-written. On PGlite the calls queue on its one
 * connection; with TEST_DATABASE_URL they run on a PostgreSQL server in parallel transactions.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

/** Substitutes of the demo pool, each with an e-mail address for the offer mail and a certificate of conduct (MATCH-07). */
async function substitutes(name: string, count: number): Promise<number[]> {
  const values = Array.from(
    { length: count },
    (_, i) => sql`(${pool}, ${`${name}${i}`}, 'Invaller', ${`R${i}`}, ${`${name.toLowerCase()}${i}@invallers.test`})`,
  );
  const rows = await env.deps.db.withSystem((tx) =>
    rowsOf<{ id: number }>(
      tx,
      sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, email) values ${sql.join(values, sql`, `)} returning id`,
    ),
  );
  await env.deps.db.withSystem((tx) =>
    tx.execute(
      sql`insert into masterdata.conducts (pool_id, person_id, issue_date, marked_valid) values ${sql.join(
        rows.map((r) => sql`(${pool}, ${r.id}, '2026-06-01', true)`),
        sql`, `,
      )}`,
    ),
  );
  return rows.map((r) => r.id);
}

it(
  'plans exactly one of fifty concurrent accepts; the rest are told it is filled; nothing is half-written',
  async () => {
    const mailbox = offerMailbox(env);
    const answer = answerCalls(env);
    const persons = await substitutes('Race', MAX_INVITEES);
    const number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-07': [1, 2], '2027-06-08': [1] });
    const invited = await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons } });
    expect(invited.status).toBe(201);
    expect((invited.body.data as OfferView[]).length).toBe(50);
    const tokens = await Promise.all(persons.map((p) => mailbox.tokenOf('invitation', p)));

    const answers = await Promise.all(tokens.map((t) => answer.accept('invitation', t)));

    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBe(1);
    expect(won[0]!.body.data.state).toBe('accepted');
    const winner = (won[0]!.body.data as OfferView).person.id;
    const told = answers.filter((a) => a.status === 409).map((a) => a.body.meta.messages[0].message);
    expect(told).toEqual(Array(49).fill('The request has already been filled or cancelled.'));

    const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(env.deps.db.db, query);
    const [request] = await q<{ id: number; open_dayparts: number; planned_dayparts: number }>(
      sql`select id, open_dayparts, planned_dayparts from staffing.requests where pool_id = ${pool} and number = ${number}`,
    );
    expect(request).toMatchObject({ open_dayparts: 0, planned_dayparts: 3 });
    const dayparts = await q<{ state: string; person_id: number }>(
      sql`select state, person_id from staffing.request_dates where request_id = ${request!.id}`,
    );
    expect(dayparts).toEqual(Array(3).fill({ state: 'planned', person_id: winner }));
    const states = await q<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from staffing.offers where request_id = ${request!.id} group by state order by state`,
    );
    expect(states).toEqual([
      { state: 'accepted', n: 1 },
      { state: 'cancelled', n: 49 },
    ]);
    const events = await q<{ event: string; n: number }>(
      sql`select event, count(*)::int as n from staffing.request_log where request_id = ${request!.id} group by event order by event`,
    );
    expect(Object.fromEntries(events.map((e) => [e.event, e.n]))).toEqual({
      created: 1,
      daypart_added: 1,
      invitation_opened: 50,
      invitation_accepted: 1,
      substitute_planned: 1,
      invitation_cancelled: 49,
      request_closed: 1,
      // each invitation's mail, and the closed notice to the 49 others (REQ-DATA-10); the new-request
      // mail to the branch's three planners of the demo (ADR 0331)
      email_sent: 102,
    });
  },
  SETUP_TIMEOUT_MS,
);

it(
  'plans a substitute invited to several requests of one morning on exactly one of them when all accepts arrive at once',
  async () => {
    const mailbox = offerMailbox(env);
    const answer = answerCalls(env);
    const [person] = await substitutes('Twice', 1);
    const teachers = ids.teachers.slice(0, 6);
    expect(teachers.length).toBeGreaterThanOrEqual(4);
    const numbers: number[] = [];
    for (const teacher of teachers) {
      const number = await newKompasRequest(env, token, ids, teacher, { '2027-06-21': [1] });
      expect((await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [person] } })).status).toBe(201);
      numbers.push(number);
    }
    const links = (await mailbox.mails()).filter((m) => m.template === 'staffing.invitation' && m.recipient === 'twice0@invallers.test');
    expect(links).toHaveLength(teachers.length);

    const answers = await Promise.all(links.map((m) => answer.accept('invitation', m.link!.split('/').at(-1)!)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.meta.messages[0].message)).toEqual(
      Array(teachers.length - 1).fill('The person is already planned on: 21-06-2027 (1)'),
    );
    const planned = await rowsOf<{ n: number }>(
      env.deps.db.db,
      sql`select count(*)::int as n from staffing.request_dates where person_id = ${person} and date = '2027-06-21' and daypart = 1 and state = 'planned'`,
    );
    expect(planned).toEqual([{ n: 1 }]);
  },
  SETUP_TIMEOUT_MS,
);

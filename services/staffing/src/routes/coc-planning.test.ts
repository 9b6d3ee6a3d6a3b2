import { sql } from 'drizzle-orm';
import { MatchingMessages as M, MATCHING_MESSAGES_NL, OfferRights } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startMatchingEnv } from '../testing/matching-env';
import { PLANNER_RIGHTS, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

/**
 * MATCH-07: a substitute without a certificate of conduct that holds is not planned by hand, invited
 * or reserved either, refused with matching's own message (rule 5), in English and in Dutch.
 */
let env: StaffingEnv;
let pool: number;
let planner: string;
let invaller: number;
let createRequest: (extra?: Record<string, unknown>) => Promise<number>;

// each request on a school day of its own (Wednesdays have no afternoon), so a person planned or reserved on one is free for the next
const WEEKDAYS = [
  '2027-06-14',
  '2027-06-15',
  '2027-06-17',
  '2027-06-18',
  '2027-06-21',
  '2027-06-22',
  '2027-06-24',
  '2027-06-25',
  '2027-06-28',
  '2027-06-29',
  '2027-07-01',
  '2027-07-02',
];
let day = 0;
let date = WEEKDAYS[0]!;
const newRequest = () => {
  date = WEEKDAYS[day++ % WEEKDAYS.length]!;
  return createRequest({ dates: { [date]: [1, 2] } });
};

beforeAll(async () => {
  ({ env, pool, invaller, createRequest } = await startMatchingEnv({ [WEEKDAYS[0]!]: [1, 2] }, 0));
  planner = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const db = () => env.deps.db.db;
let demo: { issue_date: string; marked_valid: boolean }[] = [];
beforeAll(async () => {
  demo = await rowsOf(
    db(),
    sql`select to_char(issue_date, 'YYYY-MM-DD') as issue_date, marked_valid from masterdata.conducts where pool_id = ${pool} and person_id = ${invaller}`,
  );
}, SETUP_TIMEOUT_MS);
const setConducts = async (rows: { issue: string; valid: boolean; expires?: string }[]) => {
  await db().execute(sql`delete from masterdata.conducts where pool_id = ${pool} and person_id = ${invaller}`);
  for (const r of rows)
    await db().execute(
      sql`insert into masterdata.conducts (pool_id, person_id, issue_date, marked_valid, expiration_date)
        values (${pool}, ${invaller}, ${r.issue}, ${r.valid}, ${r.expires ?? null})`,
    );
};
afterEach(() => setConducts(demo.map((d) => ({ issue: d.issue_date, valid: d.marked_valid }))));

const plan = (number: number, locale = '') =>
  env.server.call('POST', `/api/request/${number}/dates${locale}`, {
    token: planner,
    body: { action: 'plan', dayparts: { [date]: [1, 2] }, person: invaller },
  });
const invite = (number: number, locale = '') =>
  env.server.call('POST', `/api/request/${number}/invitation${locale}`, { token: planner, body: { persons: [invaller] } });
const reserve = (number: number, locale = '') =>
  env.server.call('POST', `/api/request/${number}/reservation${locale}`, { token: planner, body: { person: invaller } });
const dayparts = async (number: number) =>
  (await env.server.call('GET', `/api/request/${number}/dayparts`, { token: planner })).body.data.dayparts.map(
    (d: { date: string; daypart: number; state: string }) => `${d.date}/${d.daypart} ${d.state}`,
  );

describe('MATCH-07: planning, inviting and reserving check the certificate of conduct as matching does', () => {
  it.each([
    ['plans by hand', plan, 'person'],
    ['invites', invite, 'persons'],
    ['reserves', reserve, 'person'],
  ] as const)("refuses when it %s a person without a certificate: 'No CoC found', in Dutch too", async (_, act, field) => {
    await setConducts([]);
    const number = await newRequest();
    const refused = await act(number);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ [field]: [M.noCoc] });
    const dutch = await act(number, '?_locale=nl');
    expect(dutch.body.meta.errors).toEqual({ [field]: [MATCHING_MESSAGES_NL[M.noCoc]] });
    expect(MATCHING_MESSAGES_NL[M.noCoc]).toBe('Geen VOG gevonden');
    expect(await dayparts(number)).toEqual([`${date}/1 open`, `${date}/2 open`]);
  });

  it.each([
    ['plans by hand', plan, 'person'],
    ['invites', invite, 'persons'],
    ['reserves', reserve, 'person'],
  ] as const)(
    "refuses when it %s a person whose certificate was issued more than 6 months before the first engagement: 'No valid CoC found'",
    async (_, act, field) => {
      // the demo substitute's contract at the board starts 2026-08-24: 6 months before is 2026-02-24
      await setConducts([{ issue: '2026-02-01', valid: false }]);
      const refused = await act(await newRequest());
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({ [field]: [M.noValidCoc] });
      expect((await act(await newRequest(), '?_locale=nl')).body.meta.errors).toEqual({ [field]: ['Geen geldige VOG gevonden'] });
    },
  );

  it.each([
    ['plans by hand', plan, 200],
    ['invites', invite, 201],
    ['reserves', reserve, 201],
  ] as const)('%s a person whose certificate holds, or an old one marked valid', async (_, act, status) => {
    await setConducts([{ issue: '2026-03-01', valid: false }]);
    expect((await act(await newRequest())).status).toBe(status);
    await setConducts([{ issue: '2020-01-01', valid: true }]);
    expect((await act(await newRequest())).status).toBe(status);
  });

  it.each([
    ['plans by hand', plan, 'person'],
    ['invites', invite, 'persons'],
    ['reserves', reserve, 'person'],
  ] as const)(
    "MD-COC-01: refuses when it %s a person whose certificate has expired by then: 'No valid CoC found'",
    async (_, act, field) => {
      await setConducts([{ issue: '2026-03-01', valid: true, expires: '2027-06-01' }]);
      const refused = await act(await newRequest());
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({ [field]: [M.noValidCoc] });
    },
  );
});

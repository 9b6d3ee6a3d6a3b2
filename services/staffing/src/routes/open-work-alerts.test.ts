import { sql } from 'drizzle-orm';
import { ExtraPermission as E, OfferRights } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { openWorkSubstitutes, setPoolSetting } from '../testing/open-work-substitutes';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { newKompasRequest } from './offers-testing';

/**
 * The push for newly fitting open work (docs/open-work.md 'Told when work fits'); the clock stands
 * on Wednesday 2026-11-18. Each test makes its own substitutes, so one's quiet time is no other's.
 */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const setOpenWork = (value: string | null) => setPoolSetting(env, pool, 'open_work', value);

/** Substitutes who switched the alert on through the API; `coc: false` leaves them ineligible. */
async function alerted(count: number, options: { coc?: boolean } = {}) {
  const persons = await openWorkSubstitutes(env, pool, count, options);
  for (const person of persons) {
    const token = await env.token(pool, [E.OPEN_WORK], { person_id: person, view_entire_pool: false, username: `alert-${person}` });
    const res = await env.server.call('PUT', '/api/open-work/alert', { token, body: { on: true } });
    expect(res.body.data).toEqual({ on: true });
  }
  return persons;
}

const pushesTo = (person: number) =>
  rowsOf<{ subject: string; body_text: string }>(
    env.deps.db.db,
    sql`select subject, body_text from staffing.outbox where channel = 'push' and template = 'staffing.open_work.push'
      and recipient = ${`person:${person}`}`,
  );

const week = { '2026-11-30': [1, 2], '2026-12-01': [1, 2], '2026-12-02': [1] };

describe('with self-service on', () => {
  beforeAll(() => setOpenWork('everyone'));
  afterAll(() => setOpenWork(null));

  it('pushes an alerted substitute who fits once for a request with several dayparts, nobody else', async () => {
    const [fits] = await alerted(1);
    const [noCertificate] = await alerted(1, { coc: false });
    const [silent] = await openWorkSubstitutes(env, pool, 1);
    await newKompasRequest(env, planner, ids, ids.teachers[0]!, week);

    const pushed = await pushesTo(fits!);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.subject).toMatch(/^Nieuw open werk: /);
    expect(pushed[0]!.body_text).toContain('(+2)');
    expect(await pushesTo(noCertificate!)).toEqual([]);
    expect(await pushesTo(silent!)).toEqual([]);
  });

  it('keeps the quiet time: a second request right after pushes nobody again', async () => {
    const [fits] = await alerted(1);
    await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-07': [1] });
    await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-08': [1] });
    expect(await pushesTo(fits!)).toHaveLength(1);
  });

  it.each([
    ['a closed daypart is opened again', 'close', 'open', '2026-12-10'],
    ['a planned substitute is taken off', 'plan', 'unplan', '2026-12-11'],
  ])('pushes when %s', async (_, before, after, date) => {
    const number = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { [date]: [1] });
    const [planned] = await openWorkSubstitutes(env, pool, 1);
    const act = (action: string) =>
      env.server.call('POST', `/api/request/${number}/dates`, {
        token: planner,
        body: {
          action,
          dayparts: { [date]: [1] },
          reason: ids.daypartReason[action],
          ...(action === 'plan' ? { person: planned } : {}),
        },
      });
    expect((await act(before)).status).toBe(200);
    const [person] = await alerted(1);
    expect((await act(after)).status).toBe(200);
    expect(await pushesTo(person!)).toHaveLength(1);
  });

  it('stops once the alert is off', async () => {
    const [person] = await alerted(1);
    const token = await env.token(pool, [E.OPEN_WORK], { person_id: person!, view_entire_pool: false });
    const off = await env.server.call('PUT', '/api/open-work/alert', { token, body: { on: false } });
    expect(off.body.data).toEqual({ on: false });
    expect((await env.server.call('GET', '/api/open-work/alert', { token })).body.data).toEqual({ on: false });
    await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-09': [1] });
    expect(await pushesTo(person!)).toEqual([]);
  });
});

it("pushes nobody while the pool's open_work is off", async () => {
  const [person] = await alerted(1);
  await newKompasRequest(env, planner, ids, ids.teachers[0]!, week);
  expect(await pushesTo(person!)).toEqual([]);
});

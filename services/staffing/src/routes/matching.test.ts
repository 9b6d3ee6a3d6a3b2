import { sql } from 'drizzle-orm';
import { ExtraPermission as E, MatchingMessages as M, Permission as P, type MatchExcluded, type MatchRecord } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { MatchingAborted } from '../domain/matching/engine';
import { readMatchingFacts } from '../store/matching-facts';
import { findRequest } from '../store/request-rows';
import { startMatchingEnv, type MatchingEnv } from '../testing/matching-env';
import { PLANNER_RIGHTS, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let matcher: string;
let invaller: number;
let required: { id: number; name: string };
let createRequest: MatchingEnv['createRequest'];

// Monday and Tuesday of a June week after the demo requests
const MON = '2027-06-14';
const TUE = '2027-06-15';

beforeAll(async () => {
  ({ env, ids, pool, planner, matcher, invaller, required, createRequest } = await startMatchingEnv({ [MON]: [1, 2], [TUE]: [1] }, 10));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const match = (number: number, query = '', token = matcher) => env.server.call('GET', `/api/request/${number}/matching${query}`, { token });
const excludedOf = (body: { meta: { excluded: MatchExcluded[] } }, person: number) => body.meta.excluded.find((e) => e.id === person);

describe('GET /api/request/{id}/matching (MATCH-01..12)', () => {
  it('lists the candidates as match records with their why, the unfolded count and what was not checked', async () => {
    const number = await createRequest();
    const res = await match(number);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      unfolded: 5,
      total: res.body.data.length,
      open_dayparts: 3,
      // blockades and certificates of conduct have a source (master data's published views)
      not_checked: expect.not.arrayContaining(['coc']),
    });
    expect(res.body.meta.not_checked).not.toContain('blockades');
    expect(res.body.meta.total).toBeGreaterThan(0);
    const record = (res.body.data as MatchRecord[]).find((r) => r.id === invaller);
    expect(record).toMatchObject({ secondment: false, available: 3 });
    // the demo substitute worked at Het Kompas, lives 16.7 km from it and has a contract of 12 hours a week
    expect(record!.why.map((w) => w.part)).toEqual(['share', 'continuity', 'distance', 'hours', 'fairness']);
    expect(record!.weekHours).toBe(12);
    expect(record!.why[0]).toEqual({ part: 'share', points: 40, facts: [{ kind: 'share', n: 3, of: 3 }] });
    expect(Object.keys(record!.dates)).toEqual([MON, TUE]);
    expect(record!.dates[MON]![0]).toMatchObject({ daypart: 1, active: true, unavailable: false, planned: false, invited: false });
    const scores = (res.body.data as MatchRecord[]).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("reads the pool's matching_num_of_unfolded_results", async () => {
    await env.deps.db.db.execute(
      sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'matching_num_of_unfolded_results', '3'::jsonb)`,
    );
    try {
      expect((await match(await createRequest())).body.meta.unfolded).toBe(3);
    } finally {
      await env.deps.db.db.execute(
        sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'matching_num_of_unfolded_results'`,
      );
    }
  });

  it('excludes a substitute marked absent on every daypart, shown with the reason when asked', async () => {
    const number = await createRequest();
    await env.deps.db.db.execute(
      sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
        values (${pool}, ${invaller}, ${MON}, 1, 'absent', now(), 't'), (${pool}, ${invaller}, ${MON}, 2, 'absent', now(), 't'),
          (${pool}, ${invaller}, ${TUE}, 1, 'unavailable', now(), 't')`,
    );
    try {
      const res = await match(number, '?excluded=1');
      expect((res.body.data as MatchRecord[]).map((r) => r.id)).not.toContain(invaller);
      expect(excludedOf(res.body, invaller)?.reasons).toEqual([{ rule: 'free', message: M.notFree }]);
      expect((await match(number)).body.meta.excluded).toBeUndefined();
    } finally {
      await env.deps.db.db.execute(sql`delete from staffing.availabilities where pool_id = ${pool} and person_id = ${invaller}`);
    }
  });

  it("excludes for a missing required label with the spec's message, unless the caller may ignore required employability", async () => {
    const number = await createRequest({ labels: [required.id] });
    const res = await match(number, '?excluded=1');
    expect(excludedOf(res.body, invaller)?.reasons).toEqual([{ rule: 'labels', message: M.lacksLabel, detail: required.name }]);
    const dutch = await match(number, '?excluded=1&_locale=nl');
    expect(excludedOf(dutch.body, invaller)?.reasons).toEqual([
      { rule: 'labels', message: 'mist het gevraagde label', detail: required.name },
    ]);
    const ignoring = await env.token(pool, [E.REQUEST_MATCHING, E.IGNORING_REQUIRED_EMPLOYABILITY]);
    expect(((await match(number, '', ignoring)).body.data as MatchRecord[]).map((r) => r.id)).toContain(invaller);
  });

  it("excludes when the contract chain at the board is full ('Chain is full'), unless the caller may ignore the chain", async () => {
    // the demo contract (2026-08-24 .. 2027-07-16) covers June, so no new contract would be needed:
    // end it in March and put two earlier regular contracts before it, a chain of 3 at the board
    const [demoContract] = await rowsOf<{ id: number; end_date: string; contract_type_id: number }>(
      env.deps.db.db,
      sql`select id, to_char(end_date, 'YYYY-MM-DD') as end_date, contract_type_id from masterdata.contracts where pool_id = ${pool} and person_id = ${invaller}`,
    );
    const type = demoContract!.contract_type_id;
    await env.deps.db.db.execute(sql`update masterdata.contracts set end_date = '2027-03-31' where id = ${demoContract!.id}`);
    await env.deps.db.db.execute(
      sql`insert into masterdata.contracts (pool_id, person_id, contract_type_id, branch_id, start_date, end_date)
        values (${pool}, ${invaller}, ${type}, ${ids.kompas}, '2025-09-01', '2025-12-31'),
          (${pool}, ${invaller}, ${type}, ${ids.regenboog}, '2026-02-01', '2026-06-30')`,
    );
    try {
      // special leave (BV) counts towards the chain; sickness (ZK) is not counted, so it needs no room in the chain
      const number = await createRequest({ reason_for_absence: ids.reason.BV });
      expect(excludedOf((await match(number, '?excluded=1')).body, invaller)?.reasons).toEqual([{ rule: 'chain', message: M.chainFull }]);
      const sickness = await createRequest({ reason_for_absence: ids.reason.ZK });
      expect(((await match(sickness)).body.data as MatchRecord[]).map((r) => r.id)).toContain(invaller);
      const ignoring = await env.token(pool, [E.REQUEST_MATCHING, E.IGNORING_CHAIN_CALCULATION]);
      expect(((await match(number, '', ignoring)).body.data as MatchRecord[]).map((r) => r.id)).toContain(invaller);
    } finally {
      await env.deps.db.db.execute(
        sql`delete from masterdata.contracts where pool_id = ${pool} and person_id = ${invaller} and id <> ${demoContract!.id}`,
      );
      await env.deps.db.db.execute(
        sql`update masterdata.contracts set end_date = ${demoContract!.end_date} where id = ${demoContract!.id}`,
      );
    }
  });

  it('ranks the preferred person first, and shows a preferred person without a substitute profile as excluded', async () => {
    const preferred = await match(await createRequest({ preferred_person: invaller }));
    expect(preferred.body.data[0]).toMatchObject({
      id: invaller,
      why: expect.arrayContaining([expect.objectContaining({ part: 'preferred' })]),
    });
    const teacherPreferred = ids.teachers[5]!;
    const res = await match(await createRequest({ preferred_person: teacherPreferred }), '?excluded=1');
    expect(excludedOf(res.body, teacherPreferred)?.reasons).toEqual([{ rule: 'profile', message: M.notSubstitute }]);
  });

  it('filters by label and by full availability', async () => {
    const number = await createRequest();
    await env.deps.db.db.execute(
      sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
        values (${pool}, ${invaller}, ${TUE}, 1, 'absent', now(), 't')`,
    );
    try {
      const any = (await match(number)).body.data as MatchRecord[];
      expect(any.find((r) => r.id === invaller)).toMatchObject({ available: 2 });
      expect(((await match(number, '?availability=full')).body.data as MatchRecord[]).map((r) => r.id)).not.toContain(invaller);
      // the label filter keeps only the substitutes holding the label (invaller does not)
      const holders = await rowsOf<{ person_id: number }>(
        env.deps.db.db,
        sql`select person_id from masterdata.person_labels where pool_id = ${pool} and label_id = ${required.id}`,
      );
      const withLabel = ((await match(number, `?labels[]=${required.id}`)).body.data as MatchRecord[]).map((r) => r.id);
      expect(withLabel).not.toContain(invaller);
      expect(withLabel.filter((id) => !holders.some((h) => h.person_id === id))).toEqual([]);
    } finally {
      await env.deps.db.db.execute(sql`delete from staffing.availabilities where pool_id = ${pool} and person_id = ${invaller}`);
    }
  });

  it('needs the matching right, the request within the caller’s branches, and valid filters', async () => {
    const number = await createRequest();
    const viewer = await env.token(pool, [P.REQUEST_VIEW]);
    expect((await match(number, '', viewer)).status).toBe(403);
    expect((await match(number, '', planner)).status).toBe(200);
    const otherBranch = await env.token(pool, [...PLANNER_RIGHTS, E.REQUEST_MATCHING], { view_entire_pool: false, branch_id: ids.vlinder });
    const hidden = await match(number, '', otherBranch);
    expect(hidden.status).toBe(404);
    expect(hidden.body.meta.messages[0].message).toBe(`Request #${number} not found`);
    const bad = await match(number, '?distance=-3&availability=some');
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({
      distance: ['The distance must be a number of km.'],
      availability: ['The availability filter must be any or full.'],
    });
  });

  it('stops reading facts once the caller has gone away', async () => {
    const number = await createRequest();
    const gone = new AbortController();
    gone.abort();
    await expect(
      env.deps.db.withPool(pool, async (tx) => {
        const row = await findRequest(
          tx,
          { poolId: pool, scope: null, author: { username: 'x', full_name: 'x' }, now: new Date() },
          number,
        );
        return readMatchingFacts(tx, row, new Date(), [], gone.signal);
      }),
    ).rejects.toBeInstanceOf(MatchingAborted);
  });
});

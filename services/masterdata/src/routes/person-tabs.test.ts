import { PersonTabPermission as X, Permission as P } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { periods, persons } from '../db/schema';
import { NOT_ENOUGH, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let noordAdmin: string;
let ada: number;
let school: number;
let noordSchool: number;
let period: number;
let nextPeriod: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const noordTypes = await seedBranchTypes(deps, 2);
  admin = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL, X.SAVING_GOALS_ALL, X.WORKPLAN_ALL, X.SCORE_ALL);
  viewer = await tokenWith(deps, 1, P.PERSON_VIEW, X.SAVING_GOALS_VIEW, X.WORKPLAN_VIEW, X.SCORE_VIEW);
  noordAdmin = await tokenWith(deps, 2, P.PERSON_ALL, P.BRANCH_ALL, X.SAVING_GOALS_ALL, X.WORKPLAN_ALL, X.SCORE_ALL);
  school = (await server.call('POST', '/api/branch', { token: admin, body: { name: 'De Linde', branch_type_id: types.board } })).body.data
    .id;
  noordSchool = (await server.call('POST', '/api/branch', { token: noordAdmin, body: { name: 'Noord', branch_type_id: noordTypes.board } }))
    .body.data.id;
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(persons).values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' }).returning({ id: persons.id }),
  );
  ada = row!.id;
  const made = await deps.db.withSystem((tx) =>
    tx
      .insert(periods)
      .values([
        { poolId: 1, name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' },
        { poolId: 1, name: '2027-2028', startDate: '2027-08-01', endDate: '2028-07-31' },
      ])
      .returning({ id: periods.id }),
  );
  [period, nextPeriod] = made.map((p) => p.id) as [number, number];
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const url = (tab: string, suffix = '') => `/api/person/${ada}/${tab}${suffix}`;

describe("a person's saving goals", () => {
  it('adds, changes and removes goals, ordered by start date', async () => {
    const first = await server.call('POST', url('saving-goals'), {
      token: admin,
      body: { type: 'study', hours: '40.5', description: 'Master SEN', start_date: '2026-09-01', end_date: '' },
    });
    expect(first.status).toBe(201);
    const second = await server.call('POST', url('saving-goals'), {
      token: admin,
      body: { type: 'leave', hours: 16, start_date: '2026-01-01', end_date: '2026-06-30' },
    });
    expect(second.body.data).toEqual({
      can_edit: true,
      rows: [
        {
          id: expect.any(Number),
          person_id: ada,
          type: 'leave',
          hours: 16,
          description: null,
          start_date: '2026-01-01',
          end_date: '2026-06-30',
        },
        {
          id: first.body.data.rows[0].id,
          person_id: ada,
          type: 'study',
          hours: 40.5,
          description: 'Master SEN',
          start_date: '2026-09-01',
          end_date: null,
        },
      ],
    });
    const id = first.body.data.rows[0].id;
    const changed = await server.call('PUT', url('saving-goals', `/${id}`), {
      token: admin,
      body: { type: 'sabbatical', hours: 80, start_date: '2026-09-01' },
    });
    expect(changed.body.data.rows[1]).toMatchObject({ id, type: 'sabbatical', hours: 80, description: null });
    const removed = await server.call('DELETE', url('saving-goals', `/${id}`), { token: admin });
    expect(removed.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const again = await server.call('DELETE', url('saving-goals', `/${id}`), { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.meta.messages[0].message).toBe(`Saving goal #${id} not found`);
  });

  it('refuses a missing or unknown type, bad hours and an end before the start, by field', async () => {
    const empty = await server.call('POST', url('saving-goals'), { token: admin, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.meta.errors).toMatchObject({
      type: ['The Type field is required.'],
      hours: ['The Hours field is required.'],
      start_date: ['The Start date field is required.'],
    });
    const bad = await server.call('POST', url('saving-goals'), {
      token: admin,
      body: { type: 'holiday', hours: 1.234, start_date: '2026-01-01' },
    });
    expect(bad.body.meta.errors).toEqual({ type: ['The type is not allowed.'], hours: ['The Hours may have at most two decimals.'] });
    const backwards = await server.call('POST', url('saving-goals'), {
      token: admin,
      body: { type: 'other', hours: 1, start_date: '2026-02-01', end_date: '2026-01-01' },
    });
    expect(backwards.body.meta.errors).toEqual({ end_date: ['The End date must be a date after or equal to Start date.'] });
  });
});

describe("a person's work plans", () => {
  it('keeps one plan a branch and period, with hours, bapo and sustainable employability', async () => {
    const made = await server.call('POST', url('work-plans'), {
      token: admin,
      body: { branch_id: school, period_id: period, hours: '20', description: 'Groep 5', bapo: '', sustainable_employability: 8 },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.rows).toEqual([
      {
        id: expect.any(Number),
        person_id: ada,
        branch_id: school,
        branch_name: 'De Linde',
        period_id: period,
        period_name: '2026-2027',
        hours: 20,
        description: 'Groep 5',
        bapo: 0,
        sustainable_employability: 8,
      },
    ]);
    const twice = await server.call('POST', url('work-plans'), { token: admin, body: { branch_id: school, period_id: period, hours: 2 } });
    expect(twice.status).toBe(422);
    expect(twice.body.meta.errors).toEqual({ period_id: ['This person already has a work plan for this branch and period.'] });
    const id = made.body.data.rows[0].id;
    // its own plan does not count against a change
    const same = await server.call('PUT', url('work-plans', `/${id}`), {
      token: admin,
      body: { branch_id: school, period_id: period, hours: 22 },
    });
    expect(same.body.data.rows[0]).toMatchObject({ hours: 22, description: null });
    const next = await server.call('POST', url('work-plans'), {
      token: admin,
      body: { branch_id: school, period_id: nextPeriod, hours: 24 },
    });
    expect(next.body.data.rows.map((r: { period_name: string }) => r.period_name)).toEqual(['2026-2027', '2027-2028']);
  });

  it("refuses another pool's branch and an unknown period as invalid", async () => {
    const foreign = await server.call('POST', url('work-plans'), {
      token: admin,
      body: { branch_id: noordSchool, period_id: 999999, hours: 1 },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({
      branch_id: ['The selected Branch is invalid.'],
      period_id: ['The selected Period is invalid.'],
    });
  });
});

describe("a person's scores", () => {
  it('records the rater, lists newest first and answers the average to one decimal', async () => {
    const none = await server.call('GET', url('scores'), { token: admin });
    expect(none.body.data).toEqual({ can_edit: true, rows: [], average: null });
    await server.call('POST', url('scores'), { token: admin, body: { score: 4, date: '2026-03-01', remark: 'Good lessons' } });
    await server.call('POST', url('scores'), { token: admin, body: { score: 5, date: '2026-05-01' } });
    const three = await server.call('POST', url('scores'), { token: admin, body: { score: '4', date: '2026-04-01' } });
    expect(three.body.data.average).toBe(4.3);
    expect(three.body.data.rows.map((r: { date: string }) => r.date)).toEqual(['2026-05-01', '2026-04-01', '2026-03-01']);
    expect(three.body.data.rows[2]).toMatchObject({ score: 4, remark: 'Good lessons', rater: 'user-1' });
  });

  it('takes a whole score from 1 to 5 only', async () => {
    const high = await server.call('POST', url('scores'), { token: admin, body: { score: 6, date: '2026-01-01' } });
    expect(high.body.meta.errors).toEqual({ score: ['The Score must be between 1 and 5.'] });
    const half = await server.call('POST', url('scores'), { token: admin, body: { score: 3.5, date: '2026-01-01' } });
    expect(half.body.meta.errors).toEqual({ score: ['The Score must be a whole number.'] });
  });
});

describe('the rights and the pool of the person tabs', () => {
  it('reads with VIEW (can_edit false) and refuses a write without ALL', async () => {
    for (const tab of ['saving-goals', 'work-plans', 'scores']) {
      const read = await server.call('GET', url(tab), { token: viewer });
      expect([tab, read.status, read.body.data.can_edit]).toEqual([tab, 200, false]);
      const write = await server.call('POST', url(tab), { token: viewer, body: {} });
      expect([tab, write.status, write.body.meta.messages[0].message]).toEqual([tab, 403, NOT_ENOUGH]);
    }
  });

  it("answers 404 for another pool's person and never shows its rows", async () => {
    for (const tab of ['saving-goals', 'work-plans', 'scores']) {
      const read = await server.call('GET', url(tab), { token: noordAdmin });
      expect([tab, read.status]).toEqual([tab, 404]);
    }
  });
});

import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { OfferRights, RequestMessages, type OfferView, type RequestDayparts, type RequestDaypartView } from '@app/contracts';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { setPoolSetting } from '../testing/open-work-substitutes';
import { answerCalls, newKompasRequest, offerMailbox } from './offers-testing';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let mailbox: ReturnType<typeof offerMailbox>;
let answer: ReturnType<typeof answerCalls>;

const PLANNER = [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, PLANNER);
  mailbox = offerMailbox(env);
  answer = answerCalls(env);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const newRequest = (teacher: number, dates: Record<string, number[]>) => newKompasRequest(env, token, ids, teacher, dates);
const act = async (number: number, body: Record<string, unknown>) => {
  const res = await env.server.call('POST', `/api/request/${number}/dates`, { token, body });
  expect(res.status).toBe(200);
  return res.body.data as { dayparts: RequestDaypartView[] };
};
const cells = async (number: number) => {
  const res = await env.server.call('GET', `/api/request/${number}/dayparts`, { token });
  expect(res.status).toBe(200);
  const dayparts = res.body.data.dayparts as RequestDaypartView[];
  return (date: string, daypart: number) => dayparts.find((d) => d.date === date && d.daypart === daypart)!;
};
const withSystem = (query: ReturnType<typeof sql>) => env.deps.db.withSystem((tx) => tx.execute(query));

describe('a request daypart as the API answers it (REQ-DATA-04)', () => {
  it('REQ-DATA-04: date, daypart, state, extra time and the week schedule segment', async () => {
    const number = await newRequest(ids.teachers[10]!, { '2027-06-14': [1] });
    const cell = (await cells(number))('2027-06-14', 1);
    expect(cell).toMatchObject({ date: '2027-06-14', daypart: 1, state: 'open' });
    expect(cell.segment).not.toBeNull();
    expect(cell.extra_time).toBe(cell.segment!.extra_time);
    expect(cell).toMatchObject({ checked: true, active: true, request_date: { request: number, date: '2027-06-14', daypart: 1 } });
  });

  it('REQ-DATA-04: holiday, work day and vacation from the branch’s vacations on the date', async () => {
    const number = await newRequest(ids.teachers[11]!, { '2027-06-15': [1], '2027-06-17': [1], '2027-06-18': [1] });
    // made after the request, so its dates were added on working days
    await withSystem(
      sql`insert into masterdata.vacations (pool_id, name, region, type, start_date, end_date, branch_ids, plannable) values
          (${pool}, 'Dag van de Leraar', 'middle', 'holiday', '2027-06-15', '2027-06-15', ${`{${ids.kompas}}`}::int[], false),
          (${pool}, 'Zomerschool', 'middle', 'vacation', '2027-06-17', '2027-06-17', ${`{${ids.kompas}}`}::int[], true)`,
    );
    try {
      const cell = await cells(number);
      expect(cell('2027-06-15', 1)).toMatchObject({
        holiday: 'Dag van de Leraar',
        work_day: false,
        non_working_day: { type: 'holiday', name: 'Dag van de Leraar' },
        plannable_vacation: false,
      });
      expect(cell('2027-06-17', 1)).toMatchObject({ holiday: null, work_day: true, non_working_day: false, plannable_vacation: true });
      expect(cell('2027-06-18', 1)).toMatchObject({ holiday: null, work_day: true, plannable_vacation: false });
      await act(number, { action: 'plan', dayparts: { '2027-06-17': [1] }, person: ids.teachers[12]! });
      expect((await cells(number))('2027-06-17', 1).planned_during_vacation).toBe(true);
    } finally {
      await withSystem(sql`delete from masterdata.vacations where pool_id = ${pool} and name in ('Dag van de Leraar', 'Zomerschool')`);
    }
  });
});

describe('a request daypart’s cell flags as the API answers them (REQ-DATA-05)', () => {
  it('REQ-DATA-05: substituted and reservation: the absentee’s own work and reservation on other requests that daypart', async () => {
    const absentee = ids.teachers[13]!;
    const elsewhere = await newRequest(ids.teachers[14]!, { '2027-06-21': [1] });
    await act(elsewhere, { action: 'plan', dayparts: { '2027-06-21': [1] }, person: absentee });
    const reserving = await newRequest(ids.teachers[15]!, { '2027-06-22': [2] });
    expect((await env.server.call('POST', `/api/request/${reserving}/reservation`, { token, body: { person: absentee } })).status).toBe(
      201,
    );
    const number = await newRequest(absentee, { '2027-06-21': [1, 2], '2027-06-22': [2] });
    const cell = await cells(number);
    const other = (await env.server.call('GET', `/api/request/${elsewhere}`, { token })).body.data;
    expect(cell('2027-06-21', 1).substituted).toEqual({
      requestId: elsewhere,
      absenteeFullName: other.absentee_person.full_name,
      branchName: 'Het Kompas',
    });
    expect(cell('2027-06-21', 2).substituted).toBeNull();
    expect(cell('2027-06-22', 2).reservation).toEqual({ requestId: reserving, branchName: 'Het Kompas' });
    expect(cell('2027-06-21', 1).reservation).toBeNull();
    expect(cell('2027-06-21', 1).absence).toBe(true);
  });

  it('REQ-DATA-05: denied and expired by the last offer on the daypart, available while open', async () => {
    const number = await newRequest(ids.teachers[16]!, { '2027-06-23': [1] });
    const person = ids.teachers[17]!;
    expect((await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [person] } })).status).toBe(201);
    expect((await cells(number))('2027-06-23', 1)).toMatchObject({ state: 'invited', available: false, denied: false });
    await answer.deny('invitation', await mailbox.tokenOf('invitation', person));
    expect((await cells(number))('2027-06-23', 1)).toMatchObject({ state: 'open', available: true, denied: true, expired: false });
    const again = ids.teachers[18]!;
    const [offer] = (await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [again] } })).body
      .data as OfferView[];
    // past its expiration by the service's clock, before the expiry job has marked it
    const past = new Date(env.deps.clock.now().getTime() - 60_000).toISOString();
    await withSystem(sql`update staffing.offers set expires_at = ${past}::timestamptz where id = ${offer!.id}`);
    expect((await cells(number))('2027-06-23', 1)).toMatchObject({ denied: false, expired: true });
  });

  it('REQ-DATA-05: confirm_invite while an acceptance waits for the school', async () => {
    const policy = (value: string | null) =>
      withSystem(
        value === null
          ? sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'propose_to_school'`
          : sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'propose_to_school', ${JSON.stringify(value)}::jsonb)
              on conflict (pool_id, code) do update set value = excluded.value`,
      );
    await policy('always');
    try {
      const number = await newRequest(ids.teachers[19]!, { '2027-06-24': [1] });
      const person = ids.teachers[20]!;
      await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [person] } });
      expect((await cells(number))('2027-06-24', 1).confirm_invite).toBe(false);
      await answer.accept('invitation', await mailbox.tokenOf('invitation', person));
      expect((await cells(number))('2027-06-24', 1)).toMatchObject({ state: 'planned', confirm_invite: true });
    } finally {
      await policy(null);
    }
  });

  it('REQ-DATA-05: unavailable when the planned person marks the daypart unavailable', async () => {
    const number = await newRequest(ids.teachers[21]!, { '2027-06-25': [1, 2] });
    const person = ids.teachers[22]!;
    await act(number, { action: 'plan', dayparts: { '2027-06-25': [1, 2] }, person });
    await withSystem(
      sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
          values (${pool}, ${person}, '2027-06-25', 1, 'unavailable', now(), 'test')`,
    );
    const cell = await cells(number);
    expect(cell('2027-06-25', 1).unavailable).toBe(true);
    expect(cell('2027-06-25', 2).unavailable).toBe(false);
  });

  it("REQ-DATA-05: staffing names the planned person with their function, and current_state is 'absented' where they marked themselves absent", async () => {
    // a person with a typed live profile in the pool: their function is the profile type's name
    const [typed] = await env.deps.db.withSystem((tx) =>
      rowsOf<{ person_id: number; name: string }>(
        tx,
        sql`select p.person_id, t.name from identity.profiles p join masterdata.profile_types t on t.id = p.profile_type_id
            where p.pool_id = ${pool} and p.person_id is not null and p.archived_at is null order by p.id limit 1`,
      ),
    );
    expect(typed).toBeDefined();
    const number = await newRequest(ids.teachers[26]!, { '2027-07-01': [1, 2] });
    await act(number, { action: 'plan', dayparts: { '2027-07-01': [1, 2] }, person: typed!.person_id });
    await withSystem(
      sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
          values (${pool}, ${typed!.person_id}, '2027-07-01', 1, 'absent', now(), 'test')`,
    );
    try {
      const cell = await cells(number);
      expect(cell('2027-07-01', 1).staffing).toEqual([{ name: expect.any(String), function: typed!.name }]);
      expect(cell('2027-07-01', 1).current_state).toBe('absented');
      expect(cell('2027-07-01', 2).current_state).toBeNull();
      // a person without a profile has no function
      const other = await newRequest(ids.teachers[27]!, { '2027-07-01': [1] });
      await act(other, { action: 'plan', dayparts: { '2027-07-01': [1] }, person: ids.teachers[28]! });
      expect((await cells(other))('2027-07-01', 1).staffing).toEqual([{ name: expect.any(String), function: null }]);
    } finally {
      await withSystem(
        sql`delete from staffing.availabilities where pool_id = ${pool} and person_id = ${typed!.person_id} and date = '2027-07-01'`,
      );
    }
  });

  it('REQ-DATA-05: the reason for absence and the request’s status flags; a daypart action answers the same cells', async () => {
    const number = await newRequest(ids.teachers[23]!, { '2027-06-28': [1] });
    const request = (await env.server.call('GET', `/api/request/${number}`, { token })).body.data;
    const cell = (await cells(number))('2027-06-28', 1);
    expect(cell.reason_for_absence).toEqual({ id: ids.reason.ZK, description: expect.any(String) });
    expect(cell.reason_for_absence!.description).not.toBe('');
    expect({ completed: cell.completed, high: cell.high, medium: cell.medium }).toEqual({
      completed: request.status === 'completed',
      high: request.status === 'high',
      medium: request.status === 'medium',
    });
    const closed = await act(number, { action: 'close', dayparts: { '2027-06-28': [1] }, reason: ids.daypartReason.close });
    expect(closed.dayparts.find((d) => d.date === '2027-06-28')).toMatchObject({ state: 'closed', completed: true, high: false });
  });

  it('REQ-DATA-05: another pool’s caller does not reach the request’s cells', async () => {
    const number = await newRequest(ids.teachers[24]!, { '2027-06-29': [1] });
    const other = await env.token(env.pools.noord, PLANNER);
    // request numbers count per pool: the same number there is another request, or none
    const res = await env.server.call('GET', `/api/request/${number}/dayparts`, { token: other });
    expect([200, 404]).toContain(res.status);
    if (res.status === 200) expect((res.body.data.dayparts as RequestDaypartView[]).map((d) => d.date)).not.toContain('2027-06-29');
  });
});

describe('CAL-MARK-04: the states the add rule reads of each date, in the Schedule tab’s calendar context', () => {
  const dayStates = async (number: number) => {
    const res = await env.server.call('GET', `/api/request/${number}/dayparts`, { token });
    expect(res.status).toBe(200);
    return (res.body.data as RequestDayparts).context.days;
  };

  it('CAL-MARK-04 answers absent_but_available with warn and absented with prevent on the absentee’s dates elsewhere', async () => {
    const absentee = ids.teachers[25]!;
    await newRequest(absentee, { '2027-07-05': [1] });
    const number = await newRequest(absentee, { '2027-07-06': [1] });
    expect((await dayStates(number))['2027-07-05']).toEqual({
      non_working_day: false,
      plannable_vacation: false,
      current_state: 'absent_but_available',
    });
    // its own dates are not elsewhere
    expect((await dayStates(number))['2027-07-06']).toBeUndefined();
    await setPoolSetting(env, pool, 'check_the_same_person_absent', 'prevent');
    try {
      expect((await dayStates(number))['2027-07-05']?.current_state).toBe('absented');
    } finally {
      await setPoolSetting(env, pool, 'check_the_same_person_absent', null);
    }
  });

  it('CAL-MARK-04: adds a planned or closed daypart again where its date is absent_but_available, and refuses it where absented', async () => {
    const absentee = ids.teachers[30]!;
    await newRequest(absentee, { '2027-07-12': [1, 2] });
    const number = await newRequest(absentee, { '2027-07-12': [1, 2], '2027-07-13': [1] });
    await act(number, { action: 'plan', dayparts: { '2027-07-12': [1] }, person: ids.teachers[31]! });
    await act(number, { action: 'close', dayparts: { '2027-07-12': [2] }, reason: ids.daypartReason.close });
    const add = (dayparts: Record<string, number[]>) =>
      env.server.call('POST', `/api/request/${number}/dates`, { token, body: { action: 'add', dayparts, reason: ids.daypartReason.add } });
    // the 13th is no date the absentee is absent on elsewhere: its open daypart is not added again
    expect((await add({ '2027-07-13': [1] })).status).toBe(422);
    await setPoolSetting(env, pool, 'check_the_same_person_absent', 'prevent');
    try {
      const absented = await add({ '2027-07-12': [1, 2] });
      expect(absented.status).toBe(422);
      expect(absented.body.meta.errors.dayparts).toEqual(['This action is not possible on: 12-07-2027 (1), 12-07-2027 (2)']);
    } finally {
      await setPoolSetting(env, pool, 'check_the_same_person_absent', null);
    }
    const added = await add({ '2027-07-12': [1, 2] });
    expect(added.status).toBe(200);
    expect(added.body.meta.messages).toEqual([{ type: 'warning', title: 'Warning', message: RequestMessages.alreadyAbsent }]);
    const cell = await cells(number);
    expect(cell('2027-07-12', 1)).toMatchObject({ state: 'open', person: null });
    expect(cell('2027-07-12', 2)).toMatchObject({ state: 'open' });
  });

  it('CAL-MARK-04 answers vacation_but_available, and a plannable vacation on a non-working day', async () => {
    const number = await newRequest(ids.teachers[29]!, { '2027-07-08': [1] });
    await withSystem(
      sql`insert into masterdata.vacations (pool_id, name, region, type, start_date, end_date, branch_ids, plannable) values
          (${pool}, 'Studiedag juli', 'middle', 'holiday', '2027-07-07', '2027-07-07', ${`{${ids.kompas}}`}::int[], false),
          (${pool}, 'Zomerkamp', 'middle', 'vacation', '2027-07-09', '2027-07-11', ${`{${ids.kompas}}`}::int[], true)`,
    );
    try {
      const days = await dayStates(number);
      // a vacation that allows no planning, whose dates the schedule keeps
      expect(days['2027-07-07']).toEqual({
        non_working_day: { type: 'holiday', name: 'Studiedag juli' },
        plannable_vacation: false,
        current_state: 'vacation_but_available',
      });
      // a plannable vacation on a working day, and on the Saturday that is no working day
      expect(days['2027-07-09']).toEqual({ non_working_day: false, plannable_vacation: true, current_state: null });
      expect(days['2027-07-10']).toEqual({
        non_working_day: { type: 'weekend', name: 'saturday' },
        plannable_vacation: true,
        current_state: null,
      });
      // an ordinary working day has no entry
      expect(days['2027-07-08']).toBeUndefined();
    } finally {
      await withSystem(sql`delete from masterdata.vacations where pool_id = ${pool} and name in ('Studiedag juli', 'Zomerkamp')`);
    }
  });
});

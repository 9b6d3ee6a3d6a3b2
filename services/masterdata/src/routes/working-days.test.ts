import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches, schedules } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let school: number;

const segment = (week_day: number, daypart: number) =>
  daypart === 1
    ? {
        week_day,
        daypart,
        start_class_time: '08:30',
        end_class_time: '12:00',
        start_work_time: '08:15',
        end_work_time: '12:15',
        extra_time: '00:15',
        wtf: 0.1,
      }
    : {
        week_day,
        daypart,
        start_class_time: '13:00',
        end_class_time: '15:15',
        start_work_time: '12:45',
        end_work_time: '15:30',
        extra_time: '00:00',
        wtf: 0.1,
      };
const fullWeek = [1, 2, 3, 4, 5].flatMap((d) => (d === 3 ? [segment(d, 1)] : [segment(d, 1), segment(d, 2)]));

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(branches).values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school }).returning({ id: branches.id }),
  );
  school = row!.id;
  token = await tokenWith(deps, 1, Permission.WEEK_SCHEDULE_ALL, Permission.SCHEDULE_ALL, Permission.PERIOD_ALL, Permission.VACATION_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const create = async (path: string, body: unknown) => {
  const res = await server.call('POST', path, { token, body });
  expect(res.status).toBe(201);
  return res.body.data as { id: number } & Record<string, unknown>;
};

describe('week schedules', () => {
  let weekScheduleId: number;

  it('creates a week schedule with its segments in week day and daypart order and reads it back', async () => {
    const created = await create('/api/week-schedule', {
      name: 'Regenboog standaard',
      branch_id: school,
      segments: [...fullWeek].reverse(),
    });
    weekScheduleId = created.id;
    const read = await server.call('GET', `/api/week-schedule/${weekScheduleId}`, { token });
    expect(read.body.data).toMatchObject({ name: 'Regenboog standaard', branch_id: school, archived: false });
    expect(read.body.data.segments).toEqual(fullWeek);
  });

  it('answers 422 with every segment error at its field', async () => {
    const res = await server.call('POST', '/api/week-schedule', {
      token,
      body: {
        name: 'Fout',
        segments: [
          segment(1, 1),
          { ...segment(1, 2), start_work_time: '12:00' },
          { ...segment(2, 1), end_class_time: '08:00' },
          segment(2, 1),
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      'segments.1.start_work_time': ['A daypart must start after the previous daypart of the same week day has ended.'],
      'segments.2.end_class_time': ['The End class time must be after the Start class time.'],
      'segments.3.daypart': ['Only one segment per week day and daypart.'],
    });
    const empty = await server.call('POST', '/api/week-schedule', { token, body: { name: ' ', segments: [] } });
    expect(empty.body.meta.errors).toEqual({ name: ['The Name field is required.'], segments: ['The Segments field is required.'] });
    const branch = await server.call('PUT', `/api/week-schedule/${weekScheduleId}`, { token, body: { branch_id: 99999 } });
    expect(branch.body.meta.errors).toEqual({ branch_id: ['The selected Branch is invalid.'] });
  });

  it('lists week schedules with their branch and segment count, filtered by branch', async () => {
    await create('/api/week-schedule', { name: 'Pool breed', segments: [segment(1, 1)] });
    const res = await server.call('GET', `/api/week-schedule?filters[branch][]=${school}`, { token });
    expect(res.body.data).toEqual([
      {
        id: weekScheduleId,
        name: 'Regenboog standaard',
        branch_id: school,
        branch_name: 'De Regenboog',
        segment_count: 9,
        archived: false,
      },
    ]);
    const sorted = await server.call('GET', '/api/week-schedule?sortBy[column]=name&sortBy[order]=desc', { token });
    expect(sorted.body.data.map((w: { name: string }) => w.name)).toEqual(['Regenboog standaard', 'Pool breed']);
  });

  it("answers 403 'Not enough permissions' without a right, and 404 in another pool", async () => {
    const res = await server.call('POST', '/api/week-schedule', {
      token: await tokenWith(deps, 1, Permission.SCHEDULE_ALL),
      body: { name: 'X', segments: [segment(1, 1)] },
    });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect((await server.call('GET', '/api/week-schedule', { token: await tokenWith(deps, 1, Permission.PERSON_ALL) })).status).toBe(403);
    const other = await server.call('GET', `/api/week-schedule/${weekScheduleId}`, {
      token: await tokenWith(deps, 2, Permission.WEEK_SCHEDULE_ALL),
    });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`The requested item ${weekScheduleId} could not be found`);
  });

  describe('schedules, and periods in use', () => {
    let periodId: number;
    let scheduleId: number;
    let autumnId: number;

    it('creates a schedule on a period, a week schedule and vacations, listed with their names', async () => {
      periodId = (
        await create('/api/period', {
          name: 'Schooljaar 2026-2027',
          start_date: '2026-08-01',
          end_date: '2027-07-31',
          active: 1,
          current: 1,
        })
      ).id;
      autumnId = (
        await create('/api/vacation', {
          name: 'Herfstvakantie 2026',
          region: 'middle',
          type: 'vacation',
          start_date: '2026-10-17',
          end_date: '2026-10-25',
        })
      ).id;
      const schedule = await create('/api/schedule', {
        name: 'Groep 1-8',
        name_addition: 'Regenboog',
        period_id: periodId,
        week_schedule_id: weekScheduleId,
        branch_id: school,
        vacation_ids: [autumnId],
      });
      scheduleId = schedule.id;
      expect(schedule).toMatchObject({ vacation_ids: [autumnId], archived: false });
      const list = await server.call('GET', `/api/schedule?filters[period][]=${periodId}`, { token });
      expect(list.body.data).toEqual([
        expect.objectContaining({
          id: scheduleId,
          period_name: 'Schooljaar 2026-2027',
          week_schedule_name: 'Regenboog standaard',
          branch_name: 'De Regenboog',
        }),
      ]);
    });

    it('lets request creators read schedules but only SCHEDULE_ALL change them; another pool finds none (404, RLS)', async () => {
      const reader = await tokenWith(deps, 1, Permission.REQUEST_CREATE);
      expect((await server.call('GET', `/api/schedule/${scheduleId}`, { token: reader })).status).toBe(200);
      const write = await server.call('PUT', `/api/schedule/${scheduleId}`, { token: reader, body: { name: 'X' } });
      expect(write.status).toBe(403);
      expect(write.body.meta.messages[0].message).toBe(NOT_ENOUGH);
      expect(
        (await server.call('GET', `/api/schedule/${scheduleId}`, { token: await tokenWith(deps, 2, Permission.SCHEDULE_ALL) })).status,
      ).toBe(404);
      // row-level security keeps pool 1's rows out of a pool 2 transaction, even without a pool filter
      const seen = await deps.db.withPool(2, (tx) => tx.select().from(schedules));
      expect(seen).toEqual([]);
    });

    it('refuses unknown or archived references with the field', async () => {
      const res = await server.call('POST', '/api/schedule', {
        token,
        body: { name: 'X', period_id: 99999, week_schedule_id: weekScheduleId },
      });
      expect(res.body.meta.errors).toEqual({ period_id: ['The selected Period is invalid.'] });
      const missing = await server.call('POST', '/api/schedule', { token, body: { name: 'X' } });
      expect(missing.body.meta.errors).toEqual({
        period_id: ['The Period field is required.'],
        week_schedule_id: ['The Week schedule field is required.'],
      });
      const vacations = await server.call('POST', '/api/schedule', {
        token,
        body: { name: 'X', period_id: periodId, week_schedule_id: weekScheduleId, vacation_ids: [autumnId, 99999] },
      });
      expect(vacations.body.meta.errors).toEqual({ vacation_ids: ['The selected Vacations are invalid.'] });
    });

    it('keeps a week schedule used by a live schedule', async () => {
      const res = await server.call('DELETE', `/api/week-schedule/${weekScheduleId}/archive`, { token });
      expect(res.status).toBe(422);
      expect(res.body.meta.errors).toEqual({ _: ['A week schedule used by a schedule cannot be removed.'] });
    });

    it('makes a period in use not editable nor removable, while active and current stay switchable (MD-PERIOD-02)', async () => {
      const edit = await server.call('PUT', `/api/period/${periodId}`, { token, body: { name: 'Anders', end_date: '2027-08-15' } });
      expect(edit.status).toBe(422);
      expect(edit.body.meta.errors).toEqual({ name: ['A period in use is not editable.'], end_date: ['A period in use is not editable.'] });
      const archive = await server.call('DELETE', `/api/period/${periodId}/archive`, { token });
      expect(archive.body.meta.errors).toEqual({ _: ['A period in use cannot be removed.'] });
      const flags = await server.call('PUT', `/api/period/${periodId}`, { token, body: { current: 0, name: 'Schooljaar 2026-2027' } });
      expect(flags.status).toBe(200);
      expect(flags.body.data.current).toBe(false);
    });

    it('frees the period and the week schedule once the schedule is archived', async () => {
      expect((await server.call('DELETE', `/api/schedule/${scheduleId}/archive`, { token })).body.data.archived).toBe(true);
      const edit = await server.call('PUT', `/api/period/${periodId}`, { token, body: { name: 'Schooljaar 2026/2027' } });
      expect(edit.body.data.name).toBe('Schooljaar 2026/2027');
      expect((await server.call('DELETE', `/api/week-schedule/${weekScheduleId}/archive`, { token })).body.data.archived).toBe(true);
    });

    it('lists the vacations within a period', async () => {
      await create('/api/vacation', {
        name: 'Zomervakantie 2028',
        region: 'middle',
        type: 'vacation',
        start_date: '2028-07-15',
        end_date: '2028-08-27',
      });
      const res = await server.call('GET', `/api/vacation?filters[period_id]=${periodId}`, { token });
      expect(res.body.data.map((v: { name: string }) => v.name)).toEqual(['Herfstvakantie 2026']);
    });

    it('marks a vacation plannable (substitutes may still be planned), not by default', async () => {
      expect((await server.call('GET', `/api/vacation/${autumnId}`, { token })).body.data.plannable).toBe(false);
      const day = await create('/api/vacation', {
        name: 'Koningsdag 2027',
        region: 'middle',
        type: 'schedule_free',
        start_date: '2027-04-27',
        end_date: '2027-04-27',
        plannable: 1,
      });
      expect(day.plannable).toBe(true);
      const res = await server.call('GET', '/api/vacation?filters[plannable]=1', { token });
      expect(res.body.data.map((v: { name: string }) => v.name)).toEqual(['Koningsdag 2027']);
      const bad = await server.call('PUT', `/api/vacation/${autumnId}`, { token, body: { plannable: 'ja' } });
      expect(bad.body.meta.errors).toEqual({ plannable: ['The Plannable field must be true or false.'] });
    });
  });
});

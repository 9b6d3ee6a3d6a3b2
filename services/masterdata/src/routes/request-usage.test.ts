import { sql } from 'drizzle-orm';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches, periods, persons, reasonsForDaypart, schedules, weekSchedules } from '../db/schema';
import { Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/**
 * 'In use by requests' (MD-PERIOD-02, MD-DPR-02, MD-PERSON-04) through staffing's published views,
 * and the request form's schedule lookup. Master data's tests run without staffing: tables of the
 * views' shape stand in for them once a test has shown the database without them.
 */
let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    const one = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
    ids.board = await one(
      tx.insert(branches).values({ poolId: 1, name: 'Bestuur', branchTypeId: types.board }).returning({ id: branches.id }),
    );
    ids.school = await one(
      tx
        .insert(branches)
        .values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school, parentId: ids.board })
        .returning({ id: branches.id }),
    );
    ids.other = await one(
      tx
        .insert(branches)
        .values({ poolId: 1, name: 'Het Kompas', branchTypeId: types.school, parentId: ids.board })
        .returning({ id: branches.id }),
    );
    ids.period = await one(
      tx
        .insert(periods)
        .values({ poolId: 1, name: 'Schooljaar', startDate: '2026-08-01', endDate: '2027-07-31' })
        .returning({ id: periods.id }),
    );
    ids.week = await one(tx.insert(weekSchedules).values({ poolId: 1, name: 'Week' }).returning({ id: weekSchedules.id }));
    const schedule = (name: string, branchId: number | null) =>
      one(
        tx
          .insert(schedules)
          .values({ poolId: 1, name, periodId: ids.period!, weekScheduleId: ids.week!, branchId })
          .returning({ id: schedules.id }),
      );
    ids.poolWide = await schedule('Groep 1 t/m 8', null);
    ids.ofBoard = await schedule('Bestuursrooster', ids.board);
    ids.ofSchool = await schedule('Continurooster', ids.school);
    ids.ofOther = await schedule('Kompasrooster', ids.other);
    ids.absentee = await one(
      tx.insert(persons).values({ poolId: 1, firstName: 'Anna', lastName: 'Afwezig', initials: 'A.' }).returning({ id: persons.id }),
    );
    ids.planned = await one(
      tx.insert(persons).values({ poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.' }).returning({ id: persons.id }),
    );
    ids.free = await one(
      tx.insert(persons).values({ poolId: 1, firstName: 'Vera', lastName: 'Vrij', initials: 'V.' }).returning({ id: persons.id }),
    );
    ids.reason = await one(
      tx
        .insert(reasonsForDaypart)
        .values({ poolId: 1, action: 'close', reason: 'Collega vangt op' })
        .returning({ id: reasonsForDaypart.id }),
    );
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

/** Tables of the shape of staffing's published views, readable by master data's role as the views are. */
async function standInStaffing() {
  const run = (statement: string) => deps.db.db.execute(sql.raw(statement));
  await run('create schema if not exists staffing');
  await run(`create table staffing.request_directory (id int primary key, pool_id int not null, period_id int not null,
    absentee_person_id int, preferred_person_id int, reason_for_absence_id int not null, period_start date)`);
  await run(
    'create table staffing.request_date_directory (id int primary key, pool_id int not null, request_id int not null, person_id int)',
  );
  await run('create table staffing.daypart_reason_usage (pool_id int not null, reason_id int not null)');
  const reader = deps.db.roles.runtime('masterdata');
  await run(`grant usage on schema staffing to ${reader}`);
  await run(`grant select on all tables in schema staffing to ${reader}`);
}

const archive = async (url: string, id: number, right: string) =>
  server.call('DELETE', `/api/${url}/${id}/archive`, { token: await tokenWith(deps, 1, right) });

describe("'in use by requests'", () => {
  it('finds nothing in use in a database without staffing', async () => {
    const res = await archive('person', ids.free!, Permission.PERSON_ALL);
    expect(res.status).toBe(200);
    await standInStaffing();
  });

  it('keeps a period with requests on its schedules: not editable, not removable', async () => {
    await deps.db.db.execute(
      sql`insert into staffing.request_directory values (1, 1, ${ids.period}, ${ids.absentee}, null, 5, '2026-11-02')`,
    );
    const token = await tokenWith(deps, 1, Permission.PERIOD_ALL);
    const edit = await server.call('PUT', `/api/period/${ids.period}`, { token, body: { name: 'Ander jaar' } });
    expect(edit.status).toBe(422);
    expect(edit.body.meta.errors.name).toEqual(['A period in use is not editable.']);
    // the schedules keep it in use too: take them out of the way to see the requests alone do
    await deps.db.db.execute(sql`update masterdata.schedules set period_id = 0 where period_id = ${ids.period}`);
    const remove = await archive('period', ids.period!, Permission.PERIOD_ALL);
    expect(remove.status).toBe(422);
    expect(remove.body.meta.errors._).toEqual(['A period in use cannot be removed.']);
    await deps.db.db.execute(sql`update masterdata.schedules set period_id = ${ids.period} where period_id = 0`);
  });

  it('keeps a reason for dayparts that a daypart action named', async () => {
    await deps.db.db.execute(sql`insert into staffing.daypart_reason_usage values (1, ${ids.reason})`);
    const res = await archive('reason-for-daypart', ids.reason!, Permission.DAYPARTS_REASON_ALL);
    expect(res.status).toBe(422);
    expect(res.body.meta.errors._).toEqual(['A reason for dayparts in use cannot be deleted.']);
  });

  it('keeps a person named by a request, as the absentee or planned on a daypart', async () => {
    for (const person of [ids.absentee!, ids.planned!]) {
      if (person === ids.planned) await deps.db.db.execute(sql`insert into staffing.request_date_directory values (1, 1, 1, ${person})`);
      const res = await archive('person', person, Permission.PERSON_ALL);
      expect(res.status).toBe(422);
      expect(res.body.meta.errors._).toEqual(['A person with requests cannot be removed.']);
    }
  });

  it("counts only the caller's pool", async () => {
    await deps.db.db.execute(sql`update staffing.request_directory set pool_id = 2`);
    await deps.db.db.execute(sql`update staffing.request_date_directory set pool_id = 2`);
    expect((await archive('person', ids.absentee!, Permission.PERSON_ALL)).status).toBe(200);
  });
});

describe("the request form's schedules (GET inputs, get_key schedules)", () => {
  const names = async (query: string) =>
    (
      await server.call('GET', `/api/inputs?${query}`, { token: await tokenWith(deps, 1, Permission.REQUEST_CREATE) })
    ).body.data.schedules.map((s: { name: string }) => s.name);

  it("offers a branch the schedules for every branch, its own and its board's, never another school's", async () => {
    expect(await names(`inputs[schedules][option]=${ids.school}`)).toEqual(['Bestuursrooster', 'Continurooster', 'Groep 1 t/m 8']);
    expect(await names(`inputs[schedules][option]=${ids.other}`)).not.toContain('Continurooster');
    expect(await names('inputs[schedules][option]=x')).toEqual([]);
  });

  it('leaves archived schedules out', async () => {
    await deps.db.db.execute(sql`update masterdata.schedules set archived_at = now() where id = ${ids.ofBoard}`);
    expect(await names(`inputs[schedules][option]=${ids.school}`)).toEqual(['Continurooster', 'Groep 1 t/m 8']);
  });

  it('needs a signed-in profile', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[schedules][search]=', {});
    expect(res.status).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import {
  ExtraPermission as X,
  Permission as P,
  PERSON_MERGE_APPLIED_EVENT,
  PERSON_MERGE_CHANNEL,
  PERSON_MERGED_EVENT,
  type PersonMergeAppliedEvent,
  type PersonMergedEvent,
} from '@app/contracts';
import { startServices, type StartedServices } from '@app/service-harness';
import { rowsOf } from '@app/service-kit';
import type { TestServer } from '@app/service-kit/testing';
import { NOT_ENOUGH, SETUP_TIMEOUT_MS, tokenWith } from '../testing/fixtures';
import { republishOpenMerges } from './merge-saga';
import { avatarKey } from '../domain/avatars/avatar-images';
import { documentStoreOf } from '../storage/storage-config';

/**
 * The duplicate-person merge end to end (MD-MERGE-*, ADR 0099): master data with identity and
 * staffing on the demo data, each service's jobs running, so `person.merged` is answered by the
 * real consumers over the shared bus.
 */
let started: StartedServices;
let server: TestServer;
let admin: string;
let pool: number;
let noord: number;
const stops: (() => void | Promise<void>)[] = [];
type Named =
  | 'branch'
  | 'other'
  | 'destination'
  | 'absentRequest'
  | 'overlapping'
  | 'kept'
  | 'imported'
  | 'destinationContract'
  | 'label'
  | 'noordPerson';
const ids = {} as Record<Named, number>;

const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(started.deps.db.db, query))[0]!;
const value = async (query: ReturnType<typeof sql>) => (await one<{ v: number | string | boolean | null }>(query)).v;

async function addPerson(poolId: number, first: string, last: string, extra: { birth?: string; bsn?: string } = {}) {
  return (
    await one<{ id: number }>(sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, birth_date, bsn)
      values (${poolId}, ${first}, ${last}, ${first[0] + '.'}, ${extra.birth ?? null}, ${extra.bsn ?? null}) returning id`)
  ).id;
}

async function addContract(person: number, branch: number, start: string, end: string, imported = false) {
  const type = await value(sql`select min(id) as v from masterdata.contract_types where pool_id = ${pool}`);
  return (
    await one<{
      id: number;
    }>(sql`insert into masterdata.contracts (pool_id, person_id, contract_type_id, branch_id, start_date, end_date, is_imported)
      values (${pool}, ${person}, ${type}, ${branch}, ${start}, ${end}, ${imported}) returning id`)
  ).id;
}

const merge = (destination: number, body: unknown, token = admin, locale = 'en') =>
  server.call('POST', `/api/person/${destination}/merge?_locale=${locale}`, { token, body });

beforeAll(async () => {
  started = await startServices(['staffing']);
  for (const s of started.services) if (s.startJobs) stops.push(s.startJobs(started.depsOf(s.name)));
  server = await started.serve('masterdata');
  pool = Number(await value(sql`select id as v from identity.pools where url = 'demo'`));
  noord = Number(await value(sql`select id as v from identity.pools where url = 'noord'`));
  admin = await tokenWith(started.deps, pool, P.PERSON_ALL, X.WORK_STATE_REPORT);
  ids.branch = Number(await value(sql`select min(id) as v from masterdata.branches where pool_id = ${pool}`));
  // the other: a demo person planned on dayparts, with an account; the destination: the same name and birth date, entered again
  const planned = await one<{ person_id: number }>(sql`select d.person_id from staffing.request_dates d
    join identity.profiles p on p.person_id = d.person_id and p.pool_id = d.pool_id
    where d.pool_id = ${pool} and d.person_id is not null group by d.person_id order by count(*) desc limit 1`);
  ids.other = planned.person_id;
  await started.deps.db.db.execute(sql`update masterdata.persons set birth_date = '1990-05-17' where id = ${ids.other}`);
  const names = await one<{ first_name: string; last_name: string }>(
    sql`select first_name, last_name from masterdata.persons where id = ${ids.other}`,
  );
  ids.destination = await addPerson(pool, ` ${names.first_name.toUpperCase()}`, `${names.last_name}  `, { birth: '1990-05-17' });
  ids.absentRequest = Number(await value(sql`select min(id) as v from staffing.requests where pool_id = ${pool}`));
  await started.deps.db.db.execute(sql`update staffing.requests set absentee_person_id = ${ids.other} where id = ${ids.absentRequest}`);
  ids.overlapping = await addContract(ids.other, ids.branch, '2030-01-01', '2030-12-31');
  ids.kept = await addContract(ids.other, ids.branch, '2020-01-01', '2020-06-30');
  ids.imported = await addContract(ids.other, ids.branch, '2019-01-01', '2019-06-30', true);
  ids.destinationContract = await addContract(ids.destination, ids.branch, '2030-06-01', '2031-05-31');
  ids.label = Number(await value(sql`select min(id) as v from masterdata.labels where pool_id = ${pool}`));
  await started.deps.db.db.execute(
    sql`insert into masterdata.person_labels (pool_id, person_id, label_id) values (${pool}, ${ids.other}, ${ids.label}) on conflict do nothing`,
  );
  ids.noordPerson = await addPerson(noord, 'Noor', 'Noord', { bsn: '123456782' });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const stop of stops) await stop();
  await started.close();
});

describe('the de-duplicate persons report', () => {
  it('lists persons sharing name and birth date as one group, with what they have, their contracts and profiles', async () => {
    const res = await server.call('GET', `/api/person/duplicates?per_page=100`, { token: admin });
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; group: string; matches: string[]; has: string[]; contracts: { id: number }[] }[];
    const destination = rows.find((r) => r.id === ids.destination)!;
    const other = rows.find((r) => r.id === ids.other)!;
    expect(destination.group).toBe(other.group);
    expect(other.matches).toEqual(['name_birth_date']);
    expect(other.has).toEqual(expect.arrayContaining(['absences', 'contracts', 'labels', 'profiles', 'accounts', 'request_dates']));
    expect(other.contracts.map((c) => c.id)).toEqual([ids.imported, ids.kept, ids.overlapping]);
    expect(res.body.meta.pagination).toMatchObject({ per_page: 100, current_page: 1, total: rows.length });
    expect(rows.some((r) => r.id === ids.noordPerson)).toBe(false);
  });

  it("lists the other's reservations and the work-state steps its profiles marked", async () => {
    const profile = Number(await value(sql`select min(id) as v from identity.profiles where person_id = ${ids.other}`));
    const line = Number(await value(sql`select min(id) as v from staffing.work_state_lines where pool_id = ${pool}`));
    await started.deps.db.db.execute(sql`update staffing.work_state_lines set reviewed_by = ${profile} where id = ${line}`);
    await started.deps.db.db.execute(sql`insert into staffing.offers (pool_id, kind, request_id, person_id, state, dayparts, token_hash,
        expires_at, created_at, created_by_username, created_by_name, updated_at)
      values (${pool}, 'reservation', ${ids.absentRequest}, ${ids.other}, 'cancelled', '[]'::jsonb, ${`merge-kinds-${Date.now()}`},
        now(), now(), 'test', 'Test', now())`);
    const res = await server.call('GET', `/api/person/duplicates?per_page=100`, { token: admin });
    const has = (id: number) => (res.body.data as { id: number; has: string[] }[]).find((r) => r.id === id)!.has;
    expect(has(ids.other)).toEqual(expect.arrayContaining(['request_dates_reviewed_by', 'reservations']));
    expect(has(ids.other)).not.toContain('request_dates_sent_by');
    expect(has(ids.destination)).not.toContain('reservations');
  });

  it('is searchable and paginated', async () => {
    const name = String(await value(sql`select last_name as v from masterdata.persons where id = ${ids.other}`));
    const res = await server.call('GET', `/api/person/duplicates?search=${encodeURIComponent(name)}&per_page=1`, { token: admin });
    expect(res.body.data).toHaveLength(1);
    const total = res.body.meta.pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(2);
    // a page past the end still tells the total
    const past = await server.call('GET', `/api/person/duplicates?search=${encodeURIComponent(name)}&per_page=1&page=${total + 1}`, {
      token: admin,
    });
    expect(past.body).toMatchObject({ data: [], meta: { pagination: { total } } });
    const missing = await server.call('GET', '/api/person/duplicates?search=zzzzzz', { token: admin });
    expect(missing.body).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it('needs both PERSON_ALL and the report right', async () => {
    for (const rights of [[P.PERSON_ALL], [X.WORK_STATE_REPORT]]) {
      const token = await tokenWith(started.deps, pool, ...rights);
      const res = await server.call('GET', '/api/person/duplicates', { token });
      expect([res.status, res.body.meta.messages[0].message]).toEqual([403, NOT_ENOUGH]);
      expect((await merge(ids.destination, { destination: { id: ids.destination }, other: { id: ids.other } }, token)).status).toBe(403);
    }
  });
});

describe('a merge', () => {
  const body = () => ({
    destination: { id: ids.destination },
    other: {
      id: ids.other,
      contracts: [ids.overlapping],
      labels: true,
      accounts: true,
      absences: true,
      preferred_requests: true,
      request_absentees: true,
      request_dates: true,
      availabilities: true,
    },
  });

  it('refuses malformed bodies with field errors: 422', async () => {
    const same = await merge(ids.destination, { destination: { id: ids.destination }, other: { id: ids.destination } });
    expect([same.status, same.body.meta.errors['other.id']]).toEqual([422, ['Choose two different persons.']]);
    const elsewhere = await merge(ids.other, body());
    expect([elsewhere.status, elsewhere.body.meta.errors['destination.id']]).toEqual([
      422,
      ['The destination must be the person of the address.'],
    ]);
    const notTheirs = await merge(ids.destination, { ...body(), other: { id: ids.other, contracts: [ids.destinationContract] } });
    expect([notTheirs.status, notTheirs.body.meta.errors['other.contracts']]).toEqual([
      422,
      [`The contract ${ids.destinationContract} does not belong to this person.`],
    ]);
    const flag = await merge(ids.destination, { ...body(), other: { id: ids.other, labels: 'yes' } });
    expect(flag.status).toBe(422);
  });

  it("answers 404 for another pool's person", async () => {
    const res = await merge(ids.destination, { destination: { id: ids.destination }, other: { id: ids.noordPerson } });
    expect([res.status, res.body.meta.messages[0].message]).toEqual([404, `Person #${ids.noordPerson} not found`]);
  });

  it('answers the conflicts and moves nothing while there are any', async () => {
    const res = await merge(ids.destination, body());
    expect(res.status).toBe(200);
    const branch = String(await value(sql`select name as v from masterdata.branches where id = ${ids.branch}`));
    const otherName = String(
      await value(sql`select concat_ws(' ', first_name, middle_name, last_name) as v from masterdata.persons where id = ${ids.other}`),
    );
    expect(res.body.data).toEqual([
      `Contract ${ids.overlapping} of ${otherName} at ${branch} (01-01-2030 - 31-12-2030) overlaps contract ${ids.destinationContract} (01-06-2030 - 31-05-2031).`,
    ]);
    const nl = await merge(ids.destination, body(), admin, 'nl');
    expect(nl.body.data[0]).toMatch(/^Contract \d+ van .+ overlapt contract \d+/);
    expect(await value(sql`select person_id as v from masterdata.contracts where id = ${ids.overlapping}`)).toBe(ids.other);
    expect(await value(sql`select archived_at is null as v from masterdata.persons where id = ${ids.other}`)).toBe(true);
    expect(await value(sql`select count(*)::int as v from masterdata.person_merges`)).toBe(0);
  });

  it('moves every record of the other person, archives it and logs the merge; identity and staffing answer', async () => {
    const plannedBefore = Number(await value(sql`select count(*)::int as v from staffing.request_dates where person_id = ${ids.other}`));
    const profilesBefore = Number(await value(sql`select count(*)::int as v from identity.profiles where person_id = ${ids.other}`));
    expect(plannedBefore).toBeGreaterThan(0);
    // the overlap is resolved by leaving that contract with the other person
    const res = await merge(ids.destination, { ...body(), other: { ...body().other, contracts: [ids.kept] } });
    expect(res.body).toMatchObject({ data: true });
    const owner = async (id: number) => value(sql`select person_id as v from masterdata.contracts where id = ${id}`);
    expect([await owner(ids.kept), await owner(ids.imported), await owner(ids.overlapping)]).toEqual([
      ids.destination,
      ids.destination,
      ids.other,
    ]);
    expect(
      await value(
        sql`select count(*)::int as v from masterdata.person_labels where person_id = ${ids.destination} and label_id = ${ids.label}`,
      ),
    ).toBe(1);
    expect(await value(sql`select archived_at is not null as v from masterdata.persons where id = ${ids.other}`)).toBe(true);

    const log = async () => (await server.call('GET', `/api/person/${ids.destination}/merges`, { token: admin })).body.data;
    for (let i = 0; i < 50 && !((await log())[0]?.services.staffing.done_at && (await log())[0]?.services.identity.done_at); i++)
      await new Promise((r) => setTimeout(r, 100));
    const [entry] = await log();
    expect(entry).toMatchObject({
      destination_id: ids.destination,
      other_id: ids.other,
      merged_by: 'user-' + pool,
      moved: { contracts: 2, labels: 1 },
      services: {
        identity: { done_at: expect.any(String), moved: { profiles: profilesBefore } },
        staffing: { done_at: expect.any(String), moved: { request_dates: plannedBefore, absences: expect.any(Number) } },
      },
    });
    expect(entry.services.staffing.moved.absences).toBeGreaterThanOrEqual(1);
    expect(await value(sql`select count(*)::int as v from staffing.request_dates where person_id = ${ids.other}`)).toBe(0);
    expect(await value(sql`select absentee_person_id as v from staffing.requests where id = ${ids.absentRequest}`)).toBe(ids.destination);
    expect(await value(sql`select count(*)::int as v from identity.profiles where person_id = ${ids.other}`)).toBe(0);
    // the other's log shows the same merge
    const otherLog = await server.call('GET', `/api/person/${ids.other}/merges`, { token: admin });
    expect(otherLog.body.data.map((m: { id: number }) => m.id)).toEqual([entry.id]);
  });

  it('moves nothing twice when the event is delivered again', async () => {
    const [row] = await rowsOf<PersonMergedEvent>(
      started.deps.db.db,
      sql`select id as merge_id, pool_id, destination_id, other_id, body->'other' as other from masterdata.person_merges`,
    );
    const answers: PersonMergeAppliedEvent[] = [];
    const unsubscribe = started.deps.bus.subscribe((e) => {
      if (e.channel === PERSON_MERGE_CHANNEL && e.event === PERSON_MERGE_APPLIED_EVENT) answers.push(e.payload as PersonMergeAppliedEvent);
    });
    await started.deps.bus.publish({ channel: PERSON_MERGE_CHANNEL, event: PERSON_MERGED_EVENT, author: null, payload: row });
    for (let i = 0; i < 50 && answers.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    unsubscribe();
    expect(answers.map((a) => a.service).sort()).toEqual(['identity', 'staffing']);
    // nothing moved the second time: only what stayed behind is counted
    for (const a of answers)
      for (const [kind, n] of Object.entries(a.moved)) if (!kind.endsWith('_left')) expect([kind, n]).toEqual([kind, 0]);
  });

  it('publishes a merge a service has not answered again, and records the late answer', async () => {
    await started.deps.db.db.execute(
      sql`update masterdata.person_merges set staffing_done_at = null, staffing_moved = null, published_at = published_at - interval '2 minutes'`,
    );
    // answered within the minute: not yet again
    expect(await republishOpenMerges(started.depsOf('masterdata'))).toBe(1);
    expect(await republishOpenMerges(started.depsOf('masterdata'))).toBe(0);
    let done: unknown = null;
    for (let i = 0; i < 50 && !done; i++) {
      done = await value(sql`select staffing_done_at as v from masterdata.person_merges`);
      if (!done) await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).not.toBeNull();
  });

  it('does not merge a person merged away again', async () => {
    const third = await addPerson(pool, 'Derde', 'Persoon');
    const res = await merge(third, { destination: { id: third }, other: { id: ids.other } });
    const name = String(
      await value(sql`select concat_ws(' ', first_name, middle_name, last_name) as v from masterdata.persons where id = ${ids.other}`),
    );
    expect(res.body.data).toEqual([`${name} has already been merged into another person.`]);
    const list = await server.call('GET', '/api/person/duplicates?per_page=100', { token: admin });
    expect(list.body.data.some((r: { id: number }) => r.id === ids.other)).toBe(false);
  });

  it("gives the destination the other's avatar when images are ticked, and lists it as images", async () => {
    const to = await addPerson(pool, 'Beeld', 'Dubbel', { birth: '1980-01-01' });
    const from = await addPerson(pool, 'Beeld', 'Dubbel', { birth: '1980-01-01' });
    const store = documentStoreOf(started.depsOf('masterdata'));
    const bytes = Buffer.from('a webp stand-in');
    for (const size of ['s', 'm'] as const) await store.put(avatarKey(pool, from, size), bytes, 'image/webp');
    const list = await server.call('GET', '/api/person/duplicates?search=Beeld', { token: admin });
    expect(list.body.data.find((r: { id: number }) => r.id === from).has).toEqual(['images']);
    expect((await merge(to, { destination: { id: to }, other: { id: from, images: true } })).body.data).toBe(true);
    const copied = await store.get(avatarKey(pool, to, 's'));
    const chunks: Buffer[] = [];
    for await (const chunk of copied!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a webp stand-in');
  });

  it('refuses two accounts and two persons absent or planned on the same daypart', async () => {
    const [a, b] = await rowsOf<{ person_id: number; username: string }>(
      started.deps.db.db,
      sql`select distinct on (a.id) p.person_id, a.username from identity.profiles p join identity.accounts a on a.id = p.account_id
        where p.pool_id = ${pool} and p.person_id is not null and p.person_id <> ${ids.destination}
        order by a.id limit 2`,
    );
    const accounts = await merge(a!.person_id, { destination: { id: a!.person_id }, other: { id: b!.person_id, accounts: true } });
    expect(accounts.body.data).toContain(`Both persons have an account (${a!.username} and ${b!.username}); a person keeps one account.`);

    const day = await one<{ date: string; daypart: number; number: number; request_id: number }>(
      sql`select d.date::text as date, d.daypart, r.number, r.id as request_id from staffing.request_dates d join staffing.requests r on r.id = d.request_id
        where d.pool_id = ${pool} and d.state <> 'removed' and r.deleted_at is null and r.id <> ${ids.absentRequest} order by d.id limit 1`,
    );
    const x = await addPerson(pool, 'Xander', 'Dubbel');
    const y = await addPerson(pool, 'Xander', 'Dubbel');
    await started.deps.db.db.execute(sql`update staffing.requests set absentee_person_id = ${x} where id = ${day.request_id}`);
    const otherDay = await one<{ number: number }>(sql`select r.number from staffing.requests r where r.id = ${ids.absentRequest}`);
    await started.deps.db.db.execute(sql`update staffing.requests set absentee_person_id = ${y} where id = ${ids.absentRequest}`);
    await started.deps.db.db.execute(
      sql`insert into staffing.request_dates (pool_id, request_id, date, daypart, state, updated_at)
        values (${pool}, ${ids.absentRequest}, ${day.date}, ${day.daypart}, 'open', now()) on conflict do nothing`,
    );
    const absent = await merge(x, { destination: { id: x }, other: { id: y } });
    const date = day.date.split('-').reverse().join('-');
    expect(absent.body.data).toContain(
      `Both persons are reported absent on ${date} daypart ${day.daypart} (requests ${day.number} and ${otherDay.number}).`,
    );
    expect(await value(sql`select archived_at is null as v from masterdata.persons where id = ${y}`)).toBe(true);
  });
});

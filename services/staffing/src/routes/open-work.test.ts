import { sql } from 'drizzle-orm';
import { ExtraPermission as E, OfferRights, OpenWorkMessages, type OpenWorkItem } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { openWorkSubstitutes, setPoolSetting } from '../testing/open-work-substitutes';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { newKompasRequest } from './offers-testing';

/**
 * Substitutes pick up open work (docs/open-work.md); the clock stands on Wednesday 2026-11-18, so
 * open work runs from Thursday 2026-11-19 to 2026-12-16. Each test makes its own request and its
 * own substitutes (a person with a substitute profile and a certificate of conduct), beside the
 * demo's. The race runs on PGlite's one connection, or with TEST_DATABASE_URL in parallel
 * transactions on a PostgreSQL server.
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

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(env.deps.db.db, query);

const setOpenWork = (value: string | number | null, code = 'open_work') => setPoolSetting(env, pool, code, value);

const substitutes = (count: number, options: { coc?: boolean } = {}) => openWorkSubstitutes(env, pool, count, options);

const substituteToken = (personId: number | null, rights: readonly string[] = [E.OPEN_WORK], poolId = pool) =>
  env.token(poolId, rights, {
    person_id: personId,
    view_entire_pool: false,
    username: `open-${personId}`,
    person_name: `Invaller ${personId}`,
  });

const list = async (token: string, query = '') => env.server.call('GET', `/api/open-work${query}`, { token });
const claim = (token: string, body: unknown, locale = 'en') =>
  env.server.call('POST', `/api/open-work/claim?_locale=${locale}`, { token, body });

const daypartsOf = (request: number) =>
  q<{ date: string; daypart: number; state: string; person_id: number | null }>(
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, d.state, d.person_id from staffing.request_dates d
      join staffing.requests r on r.id = d.request_id where r.pool_id = ${pool} and r.number = ${request} order by d.date, d.daypart`,
  );
const offersOf = (request: number) =>
  q<{ person_id: number; state: string }>(
    sql`select o.person_id, o.state from staffing.offers o join staffing.requests r on r.id = o.request_id
      where r.pool_id = ${pool} and r.number = ${request} order by o.id`,
  );

describe('the pool setting', () => {
  afterEach(() => setOpenWork(null));

  it('keeps self-service off by default: an empty list that says why, and a claim refused', async () => {
    const [person] = await substitutes(1);
    const token = await substituteToken(person!);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-11-30': [1] });

    const listed = await list(token, '?_locale=nl');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expect(listed.body.meta.messages).toEqual([
      { type: 'info', title: expect.any(String), message: 'Zelf open werk oppakken staat in deze pool niet aan.' },
    ]);
    const refused = await claim(token, { request, dayparts: [{ date: '2026-11-30', daypart: 1 }] });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(OpenWorkMessages.off);
    expect((await daypartsOf(request))[0]!.state).toBe('open');
  });

  it('limits it to substitutes with a contract when the pool says so', async () => {
    await setOpenWork('contract_only');
    const [person] = await substitutes(1);
    const token = await substituteToken(person!);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-11-30': [2] });

    expect((await list(token)).body.meta.messages[0].message).toBe(OpenWorkMessages.contractOnly);
    const refused = await claim(token, { request, dayparts: [{ date: '2026-11-30', daypart: 2 }] });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(OpenWorkMessages.contractOnly);
  });
});

describe('with self-service on', () => {
  beforeAll(() => setOpenWork('everyone'));
  afterAll(() => setOpenWork(null));

  it('lists the dayparts the substitute passes every hard rule for, best first, one page at a time', async () => {
    const [fits] = await substitutes(1);
    const [noCertificate] = await substitutes(1, { coc: false });
    const first = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-01': [1, 2], '2026-12-02': [1] });
    const second = await newKompasRequest(env, planner, ids, ids.teachers[1]!, { '2026-12-03': [1] });

    const listed = await list(await substituteToken(fits!), '?itemsPerPage=100');
    expect(listed.status).toBe(200);
    const items = listed.body.data as OpenWorkItem[];
    expect(items.find((i) => i.request === first)).toMatchObject({
      branch: { id: ids.kompas, name: 'Het Kompas' },
      dayparts: [
        { date: '2026-12-01', daypart: 1 },
        { date: '2026-12-01', daypart: 2 },
        { date: '2026-12-02', daypart: 1 },
      ],
      waits_for_school: false,
    });
    expect(items.map((i) => i.request)).toContain(second);
    const scores = items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(listed.body.meta.pagination).toMatchObject({ total: items.length, current_page: 1 });

    // matching's certificate rule (MATCH-07) leaves the other out of both
    const without = (await list(await substituteToken(noCertificate!), '?itemsPerPage=100')).body.data as OpenWorkItem[];
    expect(without.map((i) => i.request)).not.toContain(first);
    expect(without.map((i) => i.request)).not.toContain(second);
    const refused = await claim(
      await substituteToken(noCertificate!),
      { request: first, dayparts: [{ date: '2026-12-01', daypart: 1 }] },
      'nl',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.meta.messages[0].message).toBe('U kunt dit werk niet aannemen.');
    expect(refused.body.meta.errors.dayparts.length).toBeGreaterThan(0);
  });

  it('plans the claimed dayparts at once through an accepted invitation to themselves', async () => {
    const [person] = await substitutes(1);
    const token = await substituteToken(person!);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-07': [1, 2], '2026-12-08': [1] });

    const claimed = await claim(token, {
      request,
      dayparts: [
        { date: '2026-12-07', daypart: 2 },
        { date: '2026-12-07', daypart: 1 },
      ],
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toEqual({
      request,
      dayparts: [
        { date: '2026-12-07', daypart: 1 },
        { date: '2026-12-07', daypart: 2 },
      ],
      state: 'planned',
    });
    expect(await daypartsOf(request)).toEqual([
      { date: '2026-12-07', daypart: 1, state: 'planned', person_id: person },
      { date: '2026-12-07', daypart: 2, state: 'planned', person_id: person },
      { date: '2026-12-08', daypart: 1, state: 'open', person_id: null },
    ]);
    expect(await offersOf(request)).toEqual([{ person_id: person, state: 'accepted' }]);
    // the planned dayparts are no longer open work; the one left still is
    const after = (await list(token, '?itemsPerPage=100')).body.data as OpenWorkItem[];
    expect(after.find((i) => i.request === request)?.dayparts).toEqual([{ date: '2026-12-08', daypart: 1 }]);
  });

  it("leaves the claim waiting for the school where the pool's propose_to_school says so", async () => {
    await setOpenWork('always', 'propose_to_school');
    try {
      const [person] = await substitutes(1);
      const token = await substituteToken(person!);
      const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-09': [1] });
      const item = ((await list(token, '?itemsPerPage=100')).body.data as OpenWorkItem[]).find((i) => i.request === request);
      expect(item?.waits_for_school).toBe(true);

      const claimed = await claim(token, { request, dayparts: [{ date: '2026-12-09', daypart: 1 }] });
      expect(claimed.status).toBe(200);
      expect(claimed.body.data.state).toBe('waiting');
      expect(await offersOf(request)).toEqual([{ person_id: person, state: 'wait_for_deny' }]);
      expect((await daypartsOf(request))[0]).toMatchObject({ state: 'planned', person_id: person });
    } finally {
      await setOpenWork(null, 'propose_to_school');
    }
  });

  it('tells the second substitute in nl and en that the work was taken, and one already planned there that they are busy', async () => {
    const [first, second] = await substitutes(2);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-10': [1] });
    const body = { request, dayparts: [{ date: '2026-12-10', daypart: 1 }] };
    expect((await claim(await substituteToken(first!), body)).status).toBe(200);

    const en = await claim(await substituteToken(second!), body);
    expect(en.status).toBe(409);
    expect(en.body.meta.messages[0].message).toBe(OpenWorkMessages.taken);
    const nl = await claim(await substituteToken(second!), body, 'nl');
    expect(nl.status).toBe(409);
    expect(nl.body.meta.messages[0].message).toBe('Iemand anders heeft dit werk net aangenomen. Vernieuw de lijst en kies ander werk.');

    // the winner cannot take a second request's same morning
    const other = await newKompasRequest(env, planner, ids, ids.teachers[1]!, { '2026-12-10': [1] });
    const busy = await claim(await substituteToken(first!), { request: other, dayparts: [{ date: '2026-12-10', daypart: 1 }] });
    expect(busy.status).toBe(409);
    expect(await offersOf(other)).toEqual([]);
  });

  it('refuses a daypart the request does not have open, and more than the week leaves', async () => {
    const [person] = await substitutes(1);
    const token = await substituteToken(person!);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-11': [1] });
    const notOpen = await claim(token, { request, dayparts: [{ date: '2026-12-14', daypart: 1 }] });
    expect(notOpen.status).toBe(422);
    expect(notOpen.body.meta.errors).toEqual({ dayparts: [OpenWorkMessages.notOpen] });

    await setOpenWork(1, 'proposal_max_dayparts_per_week');
    try {
      const week = await newKompasRequest(env, planner, ids, ids.teachers[1]!, { '2026-12-14': [1, 2] });
      const tooMany = await claim(token, {
        request: week,
        dayparts: [
          { date: '2026-12-14', daypart: 1 },
          { date: '2026-12-14', daypart: 2 },
        ],
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.meta.errors).toEqual({ dayparts: [OpenWorkMessages.tooMany] });
      // the list offers only what the week leaves, so Take never claims too much
      const listed = (await list(token, '?itemsPerPage=100')).body.data as OpenWorkItem[];
      expect(listed.find((i) => i.request === week)?.dayparts).toEqual([{ date: '2026-12-14', daypart: 1 }]);
    } finally {
      await setOpenWork(null, 'proposal_max_dayparts_per_week');
    }
  });

  it('answers bad input 422, never 500, and writes nothing', async () => {
    const [person] = await substitutes(1);
    const token = await substituteToken(person!);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-15': [1] });
    const bodies: unknown[] = [
      {},
      { request: 'x', dayparts: [{ date: '2026-12-15', daypart: 1 }] },
      { request, dayparts: [] },
      { request, dayparts: 'all' },
      { request, dayparts: [{ date: '2026-12-15', daypart: 3 }] },
      { request, dayparts: [{ date: '15-12-2026', daypart: 1 }] },
      { request, dayparts: [{ date: '2026-02-30', daypart: 1 }] },
      {
        request,
        dayparts: [
          { date: '2026-12-15', daypart: 1 },
          { date: '2026-12-15', daypart: 1 },
        ],
      },
      [],
    ];
    for (const body of bodies) expect({ body, status: (await claim(token, body)).status }).toEqual({ body, status: 422 });
    expect((await list(token, '?itemsPerPage=7')).status).toBe(422);
    expect(await offersOf(request)).toEqual([]);
  });

  it('serves a substitute only, in their own pool', async () => {
    const [person] = await substitutes(1);
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-16': [1] });
    const body = { request, dayparts: [{ date: '2026-12-16', daypart: 1 }] };
    // without the right, or without a person of one's own
    expect((await claim(await substituteToken(person!, [E.INVITATION_REPLY]), body)).status).toBe(403);
    expect((await list(await substituteToken(person!, [E.INVITATION_REPLY]))).status).toBe(403);
    const nobody = await claim(await substituteToken(null), body);
    expect(nobody.status).toBe(403);
    expect(nobody.body.meta.messages[0].message).toBe(OpenWorkMessages.noPerson);
    const noList = await list(await substituteToken(null));
    expect(noList.status).toBe(200);
    expect(noList.body).toMatchObject({ data: [], meta: { messages: [{ message: OpenWorkMessages.noPerson }] } });

    // a token of the other pool: the demo's newest request does not exist there, and its work is not listed
    const noord = await substituteToken(person!, [E.OPEN_WORK], env.pools.noord);
    await env.deps.db.withSystem((tx) =>
      tx.execute(sql`insert into masterdata.pool_settings (pool_id, code, value) values (${env.pools.noord}, 'open_work', '"everyone"'::jsonb)
        on conflict (pool_id, code) do update set value = excluded.value`),
    );
    try {
      expect((await claim(noord, body)).status).toBe(404);
      const listed = await list(noord, '?itemsPerPage=100');
      expect(listed.status).toBe(200);
      expect((listed.body.data as OpenWorkItem[]).filter((i) => i.branch.id === ids.kompas)).toEqual([]);
    } finally {
      await env.deps.db.withSystem((tx) =>
        tx.execute(sql`delete from masterdata.pool_settings where pool_id = ${env.pools.noord} and code = 'open_work'`),
      );
    }
    expect((await daypartsOf(request))[0]!.state).toBe('open');
    expect(await offersOf(request)).toEqual([]);
  });

  it('gives one daypart to exactly one of ten substitutes claiming it at once; nothing else is written', async () => {
    const persons = await substitutes(10);
    const tokens = await Promise.all(persons.map((p) => substituteToken(p)));
    const request = await newKompasRequest(env, planner, ids, ids.teachers[0]!, { '2026-12-04': [1] });
    const body = { request, dayparts: [{ date: '2026-12-04', daypart: 1 }] };

    const answers = await Promise.all(tokens.map((t) => claim(t, body)));

    const won = answers.flatMap((a, i) => (a.status === 200 ? [persons[i]!] : []));
    expect(won.length).toBe(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.meta.messages[0].message)).toEqual(
      Array(9).fill(OpenWorkMessages.taken),
    );
    expect(await daypartsOf(request)).toEqual([{ date: '2026-12-04', daypart: 1, state: 'planned', person_id: won[0] }]);
    expect(await offersOf(request)).toEqual([{ person_id: won[0], state: 'accepted' }]);
  });
});

import type pg from 'pg';

const PASSWORD = 'Welkom#2025';
/** the demo's substitutes with an e-mail address: the persons the load invites */
const SUBSTITUTES = [
  'invaller@demo.invalpool.nl',
  'jan.jansen@demo.invalpool.nl',
  'fatima.elamrani@demo.invalpool.nl',
  'lotte.visser@demo.invalpool.nl',
  'daan.bakker@demo.invalpool.nl',
];

/** One answer of the product as the load saw it: when, what, and the status (0: no answer at all). */
export interface Answer {
  at: number;
  call: string;
  status: number;
}

export interface CallResult {
  status: number;
  body: { data?: unknown; meta?: unknown } | null;
}

/** Calls `/api<route>` on a gateway and records the answer. */
export async function call(
  answers: Answer[],
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<CallResult> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  const status = res?.status ?? 0;
  answers.push({ at: Date.now(), call: `${method} ${route.replace(/\/[0-9a-f]{32}\b|\/\d+/g, '/:id')}`, status });
  return { status, body: res ? ((await res.json().catch(() => null)) as CallResult['body']) : null };
}

/** A demo user (the admin unless named) in the demo pool, signed in through a gateway (retried while a service restarts). */
export async function signIn(base: string, username = 'admin'): Promise<{ token: string; poolId: number }> {
  const none: Answer[] = [];
  const credentials = { username, password: PASSWORD };
  for (let attempt = 0; ; attempt++) {
    try {
      const pools = (await call(none, base, 'POST', '/auth/pool', credentials)).body!.data as { id: number; url: string }[];
      const pool = pools.find((p) => p.url === 'demo')!;
      const profiles = (
        (await call(none, base, 'POST', `/auth/pool/${pool.id}/profile`, credentials)).body!.data as { profiles: { id: number }[] }
      ).profiles;
      const login = await call(none, base, 'POST', '/login_check', { ...credentials, pool: pool.id, profile: profiles[0]!.id });
      return { token: (login.body!.data as { token: string }).token, poolId: pool.id };
    } catch (err) {
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/** What a new request of the load needs: the demo's Het Kompas, its schedule, a reason, teachers and substitutes. */
export interface LoadIds {
  branch: number;
  schedule: number;
  reason: number;
  teachers: number[];
  substitutes: number[];
  /** the days of the pool's holidays, vacations and study days (any region): no request asks for one */
  closed: Set<string>;
}

export async function loadIds(owner: Pick<pg.Pool, 'query'>, poolId: number): Promise<LoadIds> {
  const one = async (query: string, params: unknown[]) => (await owner.query<{ id: number }>(query, params)).rows.map((r) => r.id);
  const [branch] = await one(`select id from masterdata.branches where pool_id = $1 and name = 'Het Kompas'`, [poolId]);
  const [schedule] = await one(`select id from masterdata.schedules where pool_id = $1 and name = 'Groep 1 t/m 8'`, [poolId]);
  const [reason] = await one(`select id from masterdata.reasons_for_absence where pool_id = $1 and code = 'ZK'`, [poolId]);
  const teachers = await one(
    `select id from masterdata.persons where pool_id = $1 and email like '%@leerkracht.demo.invalpool.nl' order by id`,
    [poolId],
  );
  const substitutes = await one(`select id from masterdata.persons where pool_id = $1 and email = any($2) order by id`, [
    poolId,
    SUBSTITUTES,
  ]);
  const closed = new Set<string>();
  const vacations = await owner.query<{ start: string; end: string }>(
    `select start_date::text as start, end_date::text as end from masterdata.vacations where pool_id = $1 and archived_at is null`,
    [poolId],
  );
  for (const { start, end } of vacations.rows)
    for (let day = new Date(`${start}T12:00:00Z`); day <= new Date(`${end}T12:00:00Z`); day = new Date(day.getTime() + 86_400_000))
      closed.add(day.toISOString().slice(0, 10));
  return { branch: branch!, schedule: schedule!, reason: reason!, teachers, substitutes, closed };
}

/**
 * The mornings the load asks for, one per request so that no substitute is busy on it: Mondays,
 * Tuesdays, Thursdays and Fridays from `from` on (a school holiday among them is refused with a 4xx).
 */
export function* mornings(from: string): Generator<string> {
  for (let day = new Date(`${from}T12:00:00Z`); ; day = new Date(day.getTime() + 86_400_000))
    if ([1, 2, 4, 5].includes(day.getUTCDay())) yield day.toISOString().slice(0, 10);
}

/** One request of the load: the morning it asks for, the absent teacher and the substitutes it may invite (two of them). */
export interface Slot {
  date: string;
  daypart: number;
  teacher: number;
  /** in the order the load tries them; no other request of the morning has any of them */
  persons: number[];
}

/**
 * The requests of the fault-injection load: two requests a morning (Mondays, Tuesdays, Thursdays
 * and Fridays from `from` on, but for the pool's holidays, which the product refuses), with two different
 * teachers and two disjoint sets of the five substitutes (two and three), so that no substitute is
 * invited to two requests of one morning. From 2027-01-11 to the end of the demo's school year that
 * is about 198 requests; one request a morning ran out after 99, and the load's creating was refused
 * from then on.
 */
export function* slots(from: string, ids: LoadIds): Generator<Slot> {
  let k = 0;
  const sub = (i: number) => ids.substitutes[(i + k) % ids.substitutes.length]!;
  for (const date of mornings(from)) {
    if (ids.closed.has(date)) continue;
    yield { date, daypart: 1, teacher: ids.teachers[(2 * k) % ids.teachers.length]!, persons: [sub(0), sub(1)] };
    yield { date, daypart: 1, teacher: ids.teachers[(2 * k + 1) % ids.teachers.length]!, persons: [sub(2), sub(3), sub(4)] };
    k++;
  }
}

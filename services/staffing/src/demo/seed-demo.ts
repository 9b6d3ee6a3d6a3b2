import { eq, sql } from 'drizzle-orm';
import { addDays, type RequestLogEvent, type RequestTimelineEntry } from '@app/contracts';
import type { SeedStage, ServiceDeps, Tx } from '@app/service-kit';
import { poolDirectory } from '@app/contracts/published-views/identity';
import { requestGroups, requestNumbers, requests } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { readPersons } from '../store/masterdata-reads';
import { refreshRequestSummary } from '../store/request-summary';
import { refreshStatistics } from '../store/statistics';
import { bulkInsert } from './bulk-insert';
import { planDemoRequests, type DemoRequest } from './demo-plan';
import { readDemoWorld } from './demo-world';
import { seedDemoOffers } from './seed-offers';
import { seedDemoWorkState } from './seed-work-state';

/** How many requests each demo pool gets: a living school year for `demo`, a few for `noord`. */
const DEMO_REQUESTS: Record<string, number> = { demo: 320, noord: 40 };

/** How many requests' dates one insert carries: the triggers' work grows with the square of a statement's rows. */
const REQUESTS_PER_DATES_INSERT = 20;

/** The demo accounts who report and plan (identity's demo data): who the timeline names. */
const PLANNER = { username: 'planner', full_name: 'Pieter de Planner' };
const SCHOOL = { username: 'school', full_name: 'Sanne Schoolleider' };
const ADMIN = { username: 'admin', full_name: 'Ada Admin' };

/**
 * Stage 'data' (after master data's): the requests of each demo pool, once per pool, bulk-inserted:
 * their dayparts in every state, the timeline, a few groups, notes and locks; then
 * the demo pool's offers, made through the planner's and the substitutes' own calls.
 */
export async function seedStaffingDemo(deps: ServiceDeps, stage: SeedStage): Promise<void> {
  if (stage !== 'data') return;
  const pools = await deps.db.db.select().from(poolDirectory);
  for (const pool of pools) {
    const count = DEMO_REQUESTS[pool.url];
    if (!count) continue;
    const loaded = await deps.db.withPool(pool.id, (tx) => seedPool(tx, pool.id, count, deps.clock.now()));
    if (loaded) deps.log.info({ pool: pool.url, requests: loaded }, 'staffing demo data loaded');
    // the demo pool's substitutes have offers to answer and offers in every state
    const offered = pool.url === 'demo' ? await seedDemoOffers(deps, pool.id) : 0;
    if (offered) deps.log.info({ pool: pool.url, offers: offered }, 'staffing demo offers made');
    // the demo pool's worked dayparts have work state in every step, so the reports show data
    if (pool.url === 'demo' && loaded) {
      const lines = await deps.db.withPool(pool.id, (tx) => seedDemoWorkState(tx, pool.id, deps.clock.now()));
      deps.log.info({ pool: pool.url, lines }, 'staffing demo work state made');
    }
  }
  // a bulk load changes the tables at once: the planner should know at once, not at the next refresh
  await refreshStatistics(deps.db);
}

async function seedPool(tx: Tx, poolId: number, count: number, now: Date): Promise<number> {
  const [seeded] = await tx.select({ id: requests.id }).from(requests).where(eq(requests.poolId, poolId)).limit(1);
  if (seeded) return 0;
  const today = dateInAmsterdam(now);
  const world = await readDemoWorld(tx, poolId, today);
  if (!world) return 0;
  const plan = planDemoRequests(world, count);
  const at = (daysAgo: number, hour = 9) => new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`).toISOString();
  const authorOf = (i: number) => (i % 3 === 0 ? SCHOOL : PLANNER);

  const rows = await bulkInsert<{ id: number; number: number }>(
    tx,
    'staffing.requests',
    plan.map((r, i) => {
      // a few requests are being worked on right now
      const locked = i % 80 === 5;
      return {
        pool_id: poolId,
        number: i + 1,
        branch_id: r.branchId,
        schedule_id: r.scheduleId,
        period_id: world.period.id,
        absentee_person_id: r.absenteeId,
        reason_for_absence_id: r.reasonId,
        general_remark: i % 7 === 0 ? 'Groep 5, lokaal 12. Methode: Wereld in getallen.' : null,
        created_at: at(r.reportedDaysAgo, 7),
        created_by_username: authorOf(i).username,
        created_by_name: authorOf(i).full_name,
        updated_at: now.toISOString(),
        locked_at: locked ? now.toISOString() : null,
        locked_by_username: locked ? PLANNER.username : null,
        locked_by_name: locked ? PLANNER.full_name : null,
      };
    }),
    'id, number',
  );
  await tx.insert(requestNumbers).values({ poolId, lastNumber: plan.length });
  const idOf = (i: number) => rows.find((r) => r.number === i + 1)!.id;

  // a few requests' dates a statement (ADR 0302): the statement triggers plan on the requests this
  // transaction has just inserted, which have no statistics and may not get them here (the runtime
  // role may not analyze), and join their dates in nested loops; all 4,248 dates in one statement
  // took 8 to 11 s, in statements of 20 requests about 1 s
  for (let c = 0; c < plan.length; c += REQUESTS_PER_DATES_INSERT)
    await bulkInsert(
      tx,
      'staffing.request_dates',
      plan.slice(c, c + REQUESTS_PER_DATES_INSERT).flatMap((r, j) =>
        r.dayparts.map((d) => ({
          pool_id: poolId,
          request_id: idOf(c + j),
          date: d.date,
          daypart: d.daypart,
          state: d.state,
          person_id: d.personId,
          reason_id: d.reasonId,
          segment: d.segment && {
            start_work_time: d.segment.start_work_time,
            end_work_time: d.segment.end_work_time,
            extra_time: d.segment.extra_time,
            wtf: d.segment.wtf,
          },
          updated_at: now.toISOString(),
        })),
      ),
    );
  await refreshRequestSummary(
    tx,
    rows.map((r) => r.id),
  );
  await seedGroups(tx, poolId, plan, idOf, now);
  const names = await readPersons(tx, poolId, world.substitutes);
  const nameOf = (id: number) => names.get(id)?.fullName ?? '';
  await bulkInsert(
    tx,
    'staffing.request_log',
    plan.flatMap((r, i) => timelineOf(r, idOf(i), authorOf(i), at, nameOf)).map((e) => ({ ...e, pool_id: poolId })),
  );
  await bulkInsert(
    tx,
    'staffing.request_notes',
    plan.flatMap((r, i) =>
      i % 11 === 3
        ? [
            {
              pool_id: poolId,
              request_id: idOf(i),
              message: 'Afgestemd met de directie: bij voorkeur een invaller die de groep al kent.',
              created_at: at(r.reportedDaysAgo, 10),
              author_username: ADMIN.username,
              author_name: ADMIN.full_name,
            },
          ]
        : [],
    ),
  );
  return plan.length;
}

/** The timeline of a demo request: reported with its dayparts, then who was planned, what was closed, and whether it is done. */
function timelineOf(
  r: DemoRequest,
  requestId: number,
  author: typeof PLANNER,
  at: (daysAgo: number, hour?: number) => string,
  nameOf: (personId: number) => string,
) {
  const entry = (
    event: RequestLogEvent,
    when: string,
    data: RequestTimelineEntry['data'],
    who = author,
    reasonId: number | null = null,
  ) => ({
    request_id: requestId,
    event,
    at: when,
    author_username: who.username,
    author_name: who.full_name,
    reason_id: reasonId,
    data,
  });
  const refsOf = (list: DemoRequest['dayparts']) => list.map((d) => ({ date: d.date, daypart: d.daypart }));
  const reported = at(r.reportedDaysAgo, 7);
  const later = at(Math.max(0, r.reportedDaysAgo - 1), 14);
  const out = [entry('created', reported, {}), entry('daypart_added', reported, { dayparts: refsOf(r.dayparts) })];
  for (const person of new Set(r.dayparts.flatMap((d) => (d.personId === null ? [] : [d.personId]))))
    out.push(
      entry(
        'substitute_planned',
        later,
        { dayparts: refsOf(r.dayparts.filter((d) => d.personId === person)), person: { id: person, full_name: nameOf(person) } },
        PLANNER,
      ),
    );
  const closed = r.dayparts.filter((d) => d.state === 'closed');
  if (closed.length)
    out.push(entry('daypart_closed', later, { dayparts: refsOf(closed), reason: null, comment: null }, PLANNER, closed[0]!.reasonId));
  if (r.dayparts.every((d) => d.state !== 'open')) out.push(entry('request_closed', later, {}, PLANNER));
  return out;
}

/** A few groups of the longer absences of one school, each with up to five requests. */
async function seedGroups(tx: Tx, poolId: number, plan: DemoRequest[], idOf: (i: number) => number, now: Date) {
  const byBranch = new Map<number, number[]>();
  plan.forEach((r, i) => {
    if (r.dayparts.length >= 16) byBranch.set(r.branchId, [...(byBranch.get(r.branchId) ?? []), i]);
  });
  let n = 0;
  for (const members of byBranch.values()) {
    if (members.length < 2) continue;
    n += 1;
    const chosen = members.slice(0, 5);
    const dates = chosen.flatMap((i) => plan[i]!.dayparts.map((d) => d.date)).sort();
    const [group] = await tx
      .insert(requestGroups)
      .values({
        poolId,
        reference: `Langdurige vervanging ${n}`,
        description: 'Vervanging van langer afwezige leerkrachten, samen ingepland',
        periodStart: dates[0]!,
        periodEnd: dates.at(-1)!,
        createdAt: now,
        createdByUsername: PLANNER.username,
      })
      .returning({ id: requestGroups.id });
    await tx.execute(
      sql`update ${requests} set request_group_id = ${group!.id} where id = any(${`{${chosen.map(idOf).join(',')}}`}::int[])`,
    );
  }
}

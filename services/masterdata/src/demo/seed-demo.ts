import { seedAnnouncements } from './announcements-demo';
import { eq } from 'drizzle-orm';
import type { ServiceDeps, SeedStage } from '@app/service-kit';
import type { Tx } from '@app/service-kit';
import { branches, branchTypes, periods, persons, profileTypes, vacations } from '../db/schema';
import { poolDirectory } from '@app/contracts/published-views/identity';
import { seedPersonData } from './person-data-demo';
import { seedWorkingDays } from './working-days-demo';
import { seedIntegrations } from './integrations-demo';
import { seedTeachers } from './teachers-demo';
import { seedConducts } from './conducts-demo';
import { seedTravel } from './travel-demo';
import { seedPersonTabs } from './person-tabs-demo';
import { BRANCH_TYPES, DEMO_PERIODS, DEMO_POOL_REGION, DEMO_POOLS, DEMO_VACATIONS, PROFILE_TYPES } from './demo-data';

// Voorletters: the first letter of the first name and a dot, as Dutch records write them.
const initialsOf = (first: string) => `${first[0]}.`;

/** Stage 'data': branch types, branches, profile types, persons, periods and vacations of each demo pool, once. */
export async function seedMasterdataDemo(deps: ServiceDeps, stage: SeedStage): Promise<void> {
  if (stage !== 'data') return;
  const pools = await deps.db.db.select({ id: poolDirectory.id, url: poolDirectory.url }).from(poolDirectory);
  for (const pool of pools) {
    const demo = DEMO_POOLS[pool.url];
    if (!demo) continue;
    await deps.db.withPool(pool.id, (tx) => seedCalendar(tx, pool.id, DEMO_POOL_REGION[pool.url] ?? 'middle'));
    await deps.db.withPool(pool.id, async (tx) => {
      const existing = await tx.select({ id: branchTypes.id }).from(branchTypes).where(eq(branchTypes.poolId, pool.id)).limit(1);
      if (existing.length) return;
      const types = await tx
        .insert(branchTypes)
        .values(BRANCH_TYPES.map((t) => ({ ...t, poolId: pool.id })))
        .returning();
      const typeId = new Map(types.map((t) => [t.name, t.id]));
      const ids = new Map<string, number>();
      // parents are listed before their children, so one pass resolves every parent id
      for (const b of demo.branches) {
        const [row] = await tx
          .insert(branches)
          .values({
            poolId: pool.id,
            name: b.name,
            branchTypeId: typeId.get(b.type) as number,
            parentId: b.parent ? (ids.get(b.parent) ?? null) : null,
            brin: b.brin ?? null,
            street: b.street,
            number: b.number,
            postalCode: b.postalCode,
            city: b.city,
            region: b.region,
          })
          .returning({ id: branches.id });
        ids.set(b.name, row!.id);
      }
      await tx.insert(profileTypes).values(PROFILE_TYPES.map((p) => ({ ...p, poolId: pool.id })));
      await tx.insert(persons).values(
        demo.persons.map((p) => ({
          poolId: pool.id,
          firstName: p.firstName,
          middleName: p.middleName ?? null,
          lastName: p.lastName,
          initials: initialsOf(p.firstName),
          gender: p.gender,
          birthDate: p.birthDate,
          email: p.email,
          city: p.city,
        })),
      );
    });
    await deps.db.withPool(pool.id, (tx) => seedPersonData(tx, pool.id, pool.url));
    await deps.db.withPool(pool.id, (tx) => seedTeachers(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedWorkingDays(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedIntegrations(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedConducts(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedTravel(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedPersonTabs(tx, pool.id));
    await deps.db.withPool(pool.id, (tx) => seedAnnouncements(tx, pool.id));
    deps.log.info({ pool: pool.url }, 'masterdata demo data loaded');
  }
}

/**
 * Periods and vacations have their own once-check: data folders seeded before these entities
 * existed get them on the next start without touching the rest.
 */
async function seedCalendar(tx: Tx, poolId: number, region: 'north' | 'middle' | 'south') {
  const [period] = await tx.select({ id: periods.id }).from(periods).where(eq(periods.poolId, poolId)).limit(1);
  if (!period) await tx.insert(periods).values(DEMO_PERIODS.map((p) => ({ ...p, poolId })));
  const [vacation] = await tx.select({ id: vacations.id }).from(vacations).where(eq(vacations.poolId, poolId)).limit(1);
  if (!vacation && DEMO_VACATIONS[region].length)
    await tx.insert(vacations).values(DEMO_VACATIONS[region].map((v) => ({ ...v, region, poolId })));
}

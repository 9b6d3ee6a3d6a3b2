import { eq } from 'drizzle-orm';
import type { ServiceDeps, SeedStage } from '@app/service-kit';
import { branches, branchTypes, persons, profileTypes } from '../db/schema';
import { poolDirectory } from '../db/published';
import { BRANCH_TYPES, DEMO_POOLS, PROFILE_TYPES } from './demo-data';

const initialsOf = (first: string, middle?: string) => `${first[0]}.${middle ? ` ${middle}` : ''}`;

/** Stage 'data': branch types, branches, profile types and persons of each demo pool, once. */
export async function seedMasterdataDemo(deps: ServiceDeps, stage: SeedStage): Promise<void> {
  if (stage !== 'data') return;
  const pools = await deps.db.db.select().from(poolDirectory);
  for (const pool of pools) {
    const demo = DEMO_POOLS[pool.url];
    if (!demo) continue;
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
          initials: initialsOf(p.firstName, p.middleName),
          gender: p.gender,
          birthDate: p.birthDate,
          email: p.email,
          city: p.city,
        })),
      );
    });
    deps.log.info({ pool: pool.url }, 'masterdata demo data loaded');
  }
}

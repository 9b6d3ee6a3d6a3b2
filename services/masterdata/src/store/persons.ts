import { and, eq } from 'drizzle-orm';
import type { Database } from '@app/service-kit';
import { persons } from '../db/schema';

/** One person of the pool; RLS and the explicit pool filter both keep other pools out. */
export async function findPerson(db: Database, poolId: number, id: number) {
  return db.withPool(poolId, async (tx) => {
    const [row] = await tx
      .select()
      .from(persons)
      .where(and(eq(persons.poolId, poolId), eq(persons.id, id)));
    return row ?? null;
  });
}

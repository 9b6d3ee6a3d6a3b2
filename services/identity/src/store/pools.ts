import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { pools } from '../db/schema';

export type Pool = typeof pools.$inferSelect;

export async function findPoolById(tx: Tx, id: number): Promise<Pool | null> {
  const rows = await tx.select().from(pools).where(eq(pools.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findPoolByUrl(tx: Tx, url: string): Promise<Pool | null> {
  const rows = await tx
    .select()
    .from(pools)
    .where(sql`lower(${pools.url}) = ${url.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export type PoolWrite = Omit<typeof pools.$inferInsert, 'id' | 'createdAt'>;

export const listPools = (tx: Tx, onlyId: number | null): Promise<Pool[]> =>
  tx
    .select()
    .from(pools)
    .where(onlyId === null ? undefined : eq(pools.id, onlyId))
    .orderBy(pools.name, pools.id);

export async function urlTaken(tx: Tx, url: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: pools.id })
    .from(pools)
    .where(and(sql`lower(${pools.url}) = ${url.toLowerCase()}`, exceptId === undefined ? undefined : ne(pools.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertPool(tx: Tx, row: PoolWrite): Promise<Pool> {
  const [created] = await tx.insert(pools).values(row).returning();
  if (!created) throw new Error('pool not stored');
  return created;
}

export async function updatePool(tx: Tx, id: number, row: PoolWrite): Promise<Pool> {
  const [updated] = await tx.update(pools).set(row).where(eq(pools.id, id)).returning();
  if (!updated) throw new Error('pool not updated');
  return updated;
}

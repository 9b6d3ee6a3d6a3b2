import { eq, sql } from 'drizzle-orm';
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

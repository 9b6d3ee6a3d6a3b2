import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Gathers the planner's statistics of every table the owner owns. The embedded PGlite runs no
 * autovacuum: on tables never analyzed the planner guesses one row each and joins thousands of rows
 * in nested loops. As the owner: the runtime roles own nothing and may not analyze.
 */
export async function analyzeAll(db: Database): Promise<void> {
  await db.db.execute(sql`analyze`);
}

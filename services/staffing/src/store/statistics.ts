import { sql } from 'drizzle-orm';
import type { Database } from '@app/service-kit';

/** Staffing's tables that grow with use: the planner needs their statistics to pick the right index. */
const GROWING_TABLES = ['requests', 'request_dates', 'request_log', 'request_notes', 'request_groups', 'external_relations'];

/**
 * Refreshes the planner's statistics of staffing's tables (ADR 0031). A PostgreSQL server's
 * autovacuum does this by itself; the embedded PGlite runs no background workers, so without it a
 * table keeps the planner's guesses of an empty table and a lookup by absentee or person walks
 * every request. Runs as the owner (the runtime role owns nothing and may not analyze).
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.db.execute(sql.raw(`analyze ${GROWING_TABLES.map((t) => `staffing.${t}`).join(', ')}`));
}

/** How often the embedded database's statistics are refreshed. */
export const STATISTICS_INTERVAL_MS = 10 * 60 * 1000;

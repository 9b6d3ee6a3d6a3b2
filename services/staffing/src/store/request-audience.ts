import { sql } from 'drizzle-orm';
import type { EventAudience } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { ancestorsOf } from './scope';

/**
 * Whom a request's events concern (the gateway delivers by it): its branch and every branch above
 * it, and the persons planned on its dayparts or offered it. A deleted request keeps its row, so its
 * last event still finds them; an unknown one concerns nobody but who views the entire pool.
 */
export async function requestAudience(tx: Tx, poolId: number, number: number): Promise<EventAudience> {
  const [request] = await rowsOf<{ id: number; branch_id: number }>(
    tx,
    sql`select id, branch_id from staffing.requests where pool_id = ${poolId} and number = ${number}`,
  );
  if (!request) return { branches: [], persons: [] };
  const branches = await rowsOf<{ id: number }>(tx, sql`select id from ${ancestorsOf(poolId, request.branch_id)} as up(id)`);
  const persons = await rowsOf<{ person_id: number }>(
    tx,
    sql`select person_id from staffing.request_dates where pool_id = ${poolId} and request_id = ${request.id} and person_id is not null
        union select person_id from staffing.offers where pool_id = ${poolId} and request_id = ${request.id}`,
  );
  return { branches: branches.map((b) => b.id), persons: persons.map((p) => p.person_id).sort((a, b) => a - b) };
}

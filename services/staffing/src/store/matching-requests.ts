import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branchDetailDirectory } from '@app/contracts/published-views/masterdata';
import { requestDates, requests } from '../db/schema';
import type { Caller, RequestRow } from './request-rows';
import { scopeCondition } from './scope';

/** A request in the caller's reach, live: what every matching read starts from. */
const reachable = (caller: Pick<Caller, 'poolId' | 'scope'>) =>
  and(eq(requests.poolId, caller.poolId), isNull(requests.deletedAt), scopeCondition(requests.branchId, caller.poolId, caller.scope));

/** The group's member requests within the caller's branches, by number (request-group matching). */
export async function groupMembers(tx: Tx, caller: Caller, groupId: number): Promise<RequestRow[]> {
  return tx
    .select()
    .from(requests)
    .where(and(reachable(caller), eq(requests.requestGroupId, groupId)))
    .orderBy(asc(requests.number));
}

/**
 * The requests a person could fill (person matching): within the caller's branches, with an open
 * or invited daypart from `today` on, by number.
 */
export async function requestsWithOpenDayparts(tx: Tx, caller: Caller, today: string): Promise<RequestRow[]> {
  return tx
    .select()
    .from(requests)
    .where(
      and(
        reachable(caller),
        sql`exists (select 1 from ${requestDates} d where d.pool_id = ${caller.poolId} and d.request_id = ${requests.id}
          and d.state in ('open', 'invited') and d.date >= ${today})`,
      ),
    )
    .orderBy(asc(requests.number));
}

/** The names of branches of the pool, by id. */
export async function branchNames(tx: Tx, poolId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: branchDetailDirectory.id, name: branchDetailDirectory.name })
    .from(branchDetailDirectory)
    .where(and(eq(branchDetailDirectory.poolId, poolId), inArray(branchDetailDirectory.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

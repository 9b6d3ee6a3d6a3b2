import { sql, type SQL } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf, type ServiceDeps, type Tx } from '@app/service-kit';

const moveCount = async (tx: Tx, query: SQL) =>
  (await rowsOf<{ n: number }>(tx, sql`with m as (${query} returning 1) select count(*)::int as n from m`))[0]?.n ?? 0;

/**
 * Identity's part of a person merge (ADR 0099): the other person's profiles the dialog ticked,
 * or all of them with its account(s), and then its open account invitations, now point at the
 * destination. Only rows still pointing at the other person move, so a replayed event moves
 * nothing twice.
 */
export async function applyPersonMerge(deps: ServiceDeps, event: PersonMergedEvent): Promise<Record<string, number>> {
  const { pool_id: poolId, destination_id: to, other_id: from, other } = event;
  const ticked = `{${(other.profiles ?? []).join(',')}}`;
  return deps.db.withPool(poolId, async (tx) => {
    const profiles = await moveCount(
      tx,
      sql`update identity.profiles set person_id = ${to}
        where pool_id = ${poolId} and person_id = ${from} and (${other.accounts === true} or id = any(${ticked}::int[]))`,
    );
    const invitations = other.accounts
      ? await moveCount(
          tx,
          sql`update identity.account_invitations set person_id = ${to} where pool_id = ${poolId} and person_id = ${from}`,
        )
      : 0;
    return { profiles, account_invitations: invitations };
  });
}

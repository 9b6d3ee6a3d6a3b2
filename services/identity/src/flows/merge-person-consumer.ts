import { sql, type SQL } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf, type ServiceDeps, type Tx } from '@app/service-kit';
import { announceVersions, bumpVersions } from './token-versions';

const moveCount = async (tx: Tx, query: SQL) =>
  (await rowsOf<{ n: number }>(tx, sql`with m as (${query} returning 1) select count(*)::int as n from m`))[0]?.n ?? 0;

/**
 * Identity's part of a person merge (ADR 0099): the other person's profiles the dialog ticked,
 * or all of them with its account(s), and then its open account invitations, now point at the
 * destination. Only rows still pointing at the other person move, so a replayed event moves
 * nothing twice. The accounts whose profiles moved get a new token version: their open sessions
 * renew at the next request and show the destination person, not the merged-away one.
 */
export async function applyPersonMerge(deps: ServiceDeps, event: PersonMergedEvent): Promise<Record<string, number>> {
  const { pool_id: poolId, destination_id: to, other_id: from, other } = event;
  const ticked = `{${(other.profiles ?? []).join(',')}}`;
  const { moved, bumped } = await deps.db.withPool(poolId, async (tx) => {
    const profiles = await rowsOf<{ account_id: number }>(
      tx,
      sql`update identity.profiles set person_id = ${to}
        where pool_id = ${poolId} and person_id = ${from} and (${other.accounts === true} or id = any(${ticked}::int[]))
        returning account_id`,
    );
    const invitations = other.accounts
      ? await moveCount(
          tx,
          sql`update identity.account_invitations set person_id = ${to} where pool_id = ${poolId} and person_id = ${from}`,
        )
      : 0;
    return {
      moved: { profiles: profiles.length, account_invitations: invitations },
      bumped: await bumpVersions(
        tx,
        profiles.map((p) => p.account_id),
      ),
    };
  });
  await announceVersions(deps, bumped);
  return moved;
}

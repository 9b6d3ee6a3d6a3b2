import type { PersonMergedEvent } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { moveInvitationsToPerson, moveProfilesToPerson } from '../store/person-merge';
import { announceVersions, bumpVersions } from './token-versions';

/**
 * Identity's part of a person merge (ADR 0099): the other person's profiles the dialog ticked,
 * or all of them with its account(s), and then its open account invitations, now point at the
 * destination. Only rows still pointing at the other person move, so a replayed event moves
 * nothing twice. The accounts whose profiles moved get a new token version: their open sessions
 * renew at the next request and show the destination person, not the merged-away one.
 */
export async function applyPersonMerge(deps: ServiceDeps, event: PersonMergedEvent): Promise<Record<string, number>> {
  const { pool_id: poolId, destination_id: to, other_id: from, other } = event;
  const { moved, bumped } = await deps.db.withPool(poolId, async (tx) => {
    const accounts = await moveProfilesToPerson(tx, poolId, { from, to, every: other.accounts === true, ticked: other.profiles ?? [] });
    const invitations = other.accounts ? await moveInvitationsToPerson(tx, poolId, from, to) : 0;
    return {
      moved: { profiles: accounts.length, account_invitations: invitations },
      bumped: await bumpVersions(tx, accounts),
    };
  });
  await announceVersions(deps, bumped);
  return moved;
}

import { channels, CHANGED_SUFFIX, type OfferKind } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { liveProfilesOf } from '../store/person-reach';

/** A person whose offer of a kind was made, answered, closed, cancelled or expired. */
export interface OfferTouched {
  personId: number;
  kind: OfferKind;
  /** the offer started or ended waiting for the school's decision (propose_to_school) */
  proposal?: boolean;
}

/**
 * Tells the persons' own screens that their open items changed (the inbox and its menu badge,
 * INBOX-06): an event on `pool/{poolId}/profile/{profileId}/{kind}` of each of their live profiles,
 * carrying only the kind; each screen refetches through its own calls. A proposal that started or
 * ended is told on the pool's proposal channel as well: the inboxes of who decides for the school
 * (ProposalRights) listen there and count through their own branch-scoped call.
 */
export async function announceInboxChange(deps: ServiceDeps, poolId: number, touched: readonly OfferTouched[], author: string) {
  if (touched.some((t) => t.proposal)) {
    const channel = channels.poolProposals(poolId);
    await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author, payload: {} });
  }
  const persons = [...new Set(touched.map((t) => t.personId))];
  if (!persons.length) return;
  const profiles = await deps.db.withPool(poolId, (tx) => liveProfilesOf(tx, poolId, persons));
  const sent = new Set<string>();
  for (const { personId, kind } of touched)
    for (const profile of profiles.filter((p) => p.person_id === personId)) {
      const channel =
        kind === 'invitation' ? channels.profileInvitation(poolId, profile.id) : channels.profileReservation(poolId, profile.id);
      if (sent.has(channel)) continue;
      sent.add(channel);
      await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author, payload: { kind } });
    }
}

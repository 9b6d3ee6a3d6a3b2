import { sql } from 'drizzle-orm';
import { channels, CHANGED_SUFFIX, type OfferKind } from '@app/contracts';
import { rowsOf, type ServiceDeps } from '@app/service-kit';

/** A person whose offer of a kind was made, answered, closed, cancelled or expired. */
export interface OfferTouched {
  personId: number;
  kind: OfferKind;
}

/**
 * Tells the persons' own screens that their open items changed (the inbox and its menu badge,
 * INBOX-06): an event on `pool/{poolId}/profile/{profileId}/{kind}` of each of their live profiles,
 * carrying only the kind; each screen refetches through its own calls.
 */
export async function announceInboxChange(deps: ServiceDeps, poolId: number, touched: readonly OfferTouched[], author: string) {
  const persons = [...new Set(touched.map((t) => t.personId))];
  if (!persons.length) return;
  const profiles = await deps.db.withPool(poolId, (tx) =>
    rowsOf<{ id: number; person_id: number }>(
      tx,
      sql`select id, person_id from identity.profile_directory
          where pool_id = ${poolId} and archived_at is null and person_id in (${sql.join(
            persons.map((p) => sql`${p}`),
            sql`, `,
          )})`,
    ),
  );
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

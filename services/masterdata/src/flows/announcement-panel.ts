import { channels, CHANGED_SUFFIX, dateInAmsterdam } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { announcementVisibleTo, currentAnnouncements, insertAnnouncementRead, type AnnouncementReader } from '../store/announcements';

export type { AnnouncementReader };

/** The reader's visible announcements that are pinned or unread, as of today in Amsterdam. */
export const currentAnnouncementsOf = (deps: ServiceDeps, poolId: number, reader: AnnouncementReader) =>
  deps.db.withPool(poolId, (tx) => currentAnnouncements(tx, poolId, reader, dateInAmsterdam(deps.clock.now())));

/**
 * Marks a visible announcement read for the reader's profile; false when the reader cannot see it
 * (the route answers 404); the look and the mark share one transaction. The mark is published on
 * the reader's own profile channel, without an author, so the reader's other screens (a second
 * tab, the phone) drop it too (ADR 0077).
 */
export async function markReadBy(deps: ServiceDeps, poolId: number, profileId: number, reader: AnnouncementReader, id: number) {
  const now = deps.clock.now();
  const marked = await deps.db.withPool(poolId, async (tx) => {
    if (!(await announcementVisibleTo(tx, poolId, reader, id, dateInAmsterdam(now)))) return false;
    await insertAnnouncementRead(tx, poolId, reader.profileId, id, now);
    return true;
  });
  if (!marked) return false;
  const channel = channels.profileAnnouncement(poolId, profileId);
  await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author: null, payload: { id, action: 'read' } });
  return true;
}

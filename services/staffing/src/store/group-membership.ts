import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { MAX_GROUP_REQUESTS, RequestMessages, type RequestSettings } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { requestGroups, requests } from '../db/schema';

/** A live request group of the pool, or null. */
export async function findGroup(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(requestGroups)
    .where(and(eq(requestGroups.poolId, poolId), eq(requestGroups.id, id), isNull(requestGroups.deletedAt)));
  return row ?? null;
}

/**
 * Requests may join a group while the pool uses groups (is_request_group) and the group then holds
 * at most 6 ('Request group holds at most 6 requests'). `joining` are the joining requests' row ids
 * (none for a request being created, which `extra` counts). The group's row is locked first, so
 * two requests joining at once are counted one after the other.
 */
export async function ensureRoomInGroup(
  tx: Tx,
  poolId: number,
  groupId: number,
  settings: Pick<RequestSettings, 'is_request_group'>,
  joining: readonly number[],
  extra = 0,
) {
  if (!settings.is_request_group) throw unprocessable({ request_group: [RequestMessages.groupsOff] });
  const [group] = await tx
    .select({ id: requestGroups.id })
    .from(requestGroups)
    .where(and(eq(requestGroups.poolId, poolId), eq(requestGroups.id, groupId), isNull(requestGroups.deletedAt)))
    .for('update');
  if (!group) throw unprocessable({ request_group: ['The selected Request group is invalid.'] });
  const [members] = await tx
    .select({ n: count() })
    .from(requests)
    .where(
      and(
        eq(requests.poolId, poolId),
        eq(requests.requestGroupId, groupId),
        isNull(requests.deletedAt),
        ...joining.map((id) => ne(requests.id, id)),
      ),
    );
  if ((members?.n ?? 0) + joining.length + extra > MAX_GROUP_REQUESTS) throw unprocessable({ request_group: [RequestMessages.groupFull] });
}

import { z } from 'zod';
import type { TokenPayload } from './session';

/** Realtime channel names (spec 000 section 7). Events carry the '/changed' suffix. */
export const channels = {
  requestLocking: (poolId: number | string) => `pool/${poolId}/request/locking`,
  requestChanged: (poolId: number | string) => `pool/${poolId}/request/changed`,
  profileInvitation: (poolId: number | string, profileId: number | string) => `pool/${poolId}/profile/${profileId}/invitation`,
  profileReservation: (poolId: number | string, profileId: number | string) => `pool/${poolId}/profile/${profileId}/reservation`,
  /** an acceptance started or ended waiting for the school's decision (propose_to_school): no data, who decides refetches */
  poolProposals: (poolId: number | string) => `pool/${poolId}/proposal`,
  profileAnnouncement: (poolId: number | string, profileId: number | string) => `pool/${poolId}/profile/${profileId}/announcement`,
  /** the profile's account was renamed, disabled or given a new password: its sessions end */
  profileAccount: (poolId: number | string, profileId: number | string) => `pool/${poolId}/profile/${profileId}/account`,
  /** a management list (the template's `channel`): writes publish '<channel>/changed' with only the id and action */
  entityList: (poolId: number | string, listKey: string) => `pool/${poolId}/${listKey}`,
} as const;

export const CHANGED_SUFFIX = '/changed';

/**
 * Whom an event on a pool-wide channel concerns. The gateway delivers it to a profile that views the
 * entire pool, to a profile bound to one of `branches` (the request's branch and every branch above
 * it: a board hears its schools), and to the persons in `persons` (the substitutes offered or planned):
 * a substitute hears only its own offers and planning, a school user only its branches'.
 */
export interface EventAudience {
  branches: number[];
  persons: number[];
}

/** Channels whose events carry an audience; one published there without it reaches only who views the entire pool. */
export const AUDIENCE_CHANNELS: readonly RegExp[] = [/^pool\/\d+\/request\/(changed|locking)$/];

/** Whether an event reaches a signed-in profile, by the event's audience (the channel is checked on subscribe). */
export function eventReaches(
  event: { channel: string; audience?: EventAudience },
  auth: Pick<TokenPayload, 'view_entire_pool' | 'is_sysadmin' | 'branch_id' | 'person_id'>,
): boolean {
  if (auth.view_entire_pool || auth.is_sysadmin) return true;
  const { audience } = event;
  if (!audience) return !AUDIENCE_CHANNELS.some((channel) => channel.test(event.channel));
  return (
    (auth.branch_id !== null && audience.branches.includes(auth.branch_id)) ||
    (auth.person_id !== null && audience.persons.includes(auth.person_id))
  );
}

/** The longest channel name and token a socket message may carry; longer is a malformed message. */
export const SOCKET_CHANNEL_MAX = 200;
// a token carries the profile's rights: an administrator's is over 5 KB; the frame limit (16 KB) still bounds it
export const SOCKET_TOKEN_MAX = 15_000;

/**
 * What a client may send on the websocket. It only authenticates and (un)subscribes: every event is
 * built by a service from server state (a lock from the lock row), so a client publishes nothing.
 */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  /** the first message of a socket (and again after a token refresh): the access token never goes in the URL */
  z.strictObject({ type: z.literal('auth'), token: z.string().max(SOCKET_TOKEN_MAX) }),
  z.strictObject({ type: z.literal('subscribe'), channel: z.string().max(SOCKET_CHANNEL_MAX) }),
  z.strictObject({ type: z.literal('unsubscribe'), channel: z.string().max(SOCKET_CHANNEL_MAX) }),
]);

/** Messages on the websocket, both directions. */
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

export type ServerSocketMessage =
  | { type: 'event'; channel: string; event: string; author: string | null; payload: unknown }
  | { type: 'authenticated' }
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; message: string };

/**
 * Identity publishes an account's new token version here; every gateway drops its cached version
 * and closes that account's older sockets. Not a pool channel: no client can subscribe to it.
 */
export const TOKEN_VERSION_CHANNEL = 'internal/identity/token-version';

/** A channel belongs to one pool, and profile channels to one profile; the gateway checks both. */
export function channelAllowed(channel: string, poolId: number, profileId: number): boolean {
  const pool = /^pool\/(\d+)\/(.+)$/.exec(channel);
  if (!pool || Number(pool[1]) !== poolId) return false;
  const profile = /^profile\/(\d+)\//.exec(pool[2] ?? '');
  return !profile || Number(profile[1]) === profileId;
}

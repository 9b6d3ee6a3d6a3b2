import { ExtraPermission } from './permission-catalogue';

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
 * Channels a client may publish on itself, each with the rights of which the publisher must hold
 * one (the lock switch publishes block and unblock: only who may lock a request).
 */
export const CLIENT_PUBLISHABLE: readonly { channel: RegExp; anyOf: readonly string[] }[] = [
  { channel: /^pool\/\d+\/request\/locking$/, anyOf: [ExtraPermission.REQUEST_LOCK] },
];

/** Messages on the websocket, both directions. */
export type ClientSocketMessage =
  /** the first message of a socket (and again after a token refresh): the access token never goes in the URL */
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'publish'; channel: string; payload: unknown };

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

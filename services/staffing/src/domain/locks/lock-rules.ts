import type { LockHolder, RequestLockView } from '@app/contracts';

/** A request's stored lock: who took it and when. */
export interface StoredLock {
  lockedAt: Date | null;
  lockedByUsername: string | null;
  lockedByName: string | null;
}

/**
 * The lock as it stands at `now` (DOMAIN 'Locking', REQ-LOCK-04): live while locked_at lies within
 * the pool's request_lock_timeout; after that the request counts as unlocked, whatever is stored.
 */
export function lockAt(stored: StoredLock, now: Date, timeoutSeconds: number, caller: string): RequestLockView {
  if (!stored.lockedAt || !stored.lockedByUsername)
    return { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false };
  const until = new Date(stored.lockedAt.getTime() + timeoutSeconds * 1000);
  if (until.getTime() <= now.getTime()) return { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false };
  const holder: LockHolder = { username: stored.lockedByUsername, full_name: stored.lockedByName ?? stored.lockedByUsername };
  return {
    locked: true,
    locked_at: stored.lockedAt.toISOString(),
    locked_until: until.toISOString(),
    locked_by: holder,
    own: holder.username === caller,
  };
}

/** Someone else holds a live lock: every write is refused (423) with the holder's name. */
export const lockedByOther = (lock: RequestLockView): LockHolder | null => (lock.locked && !lock.own ? lock.locked_by : null);

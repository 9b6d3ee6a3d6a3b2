import { eq } from 'drizzle-orm';
import { RequestMessages, type RequestLockView } from '@app/contracts';
import { locked, type Tx } from '@app/service-kit';
import { requests } from '../db/schema';
import { lockAt, lockedByOther } from '../domain/locks/lock-rules';
import { findRequest, type Caller } from './request-rows';

/**
 * Takes the lock of a request, or renews the caller's own (DOMAIN 'Locking'): refused (423, the
 * holder named) while someone else's lock lives. The row is locked for the transaction, so two
 * planners switching at once cannot both win.
 */
export async function takeLock(tx: Tx, caller: Caller, number: number, timeoutSeconds: number): Promise<RequestLockView> {
  const row = await findRequest(tx, caller, number, true);
  const holder = lockedByOther(lockAt(row, caller.now, timeoutSeconds, caller.author.username));
  if (holder) throw locked(RequestMessages.lockedBy.replace('{name}', holder.full_name));
  await tx
    .update(requests)
    .set({ lockedAt: caller.now, lockedByUsername: caller.author.username, lockedByName: caller.author.full_name })
    .where(eq(requests.id, row.id));
  return lockAt(
    { lockedAt: caller.now, lockedByUsername: caller.author.username, lockedByName: caller.author.full_name },
    caller.now,
    timeoutSeconds,
    caller.author.username,
  );
}

const UNLOCKED: RequestLockView = { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false };

/**
 * Releases the caller's own lock (REQ-LOCK-03). Someone else's live lock is theirs to release
 * (423); a lock that ran out, or none, leaves nothing to release and answers the unlocked state, so
 * a page leaving after the timeout shows no error. `released` says whether a live lock ended.
 */
export async function releaseLock(tx: Tx, caller: Caller, number: number, timeoutSeconds: number) {
  const row = await findRequest(tx, caller, number, true);
  const current = lockAt(row, caller.now, timeoutSeconds, caller.author.username);
  const holder = lockedByOther(current);
  if (holder) throw locked(RequestMessages.lockedBy.replace('{name}', holder.full_name));
  if (row.lockedAt !== null)
    await tx.update(requests).set({ lockedAt: null, lockedByUsername: null, lockedByName: null }).where(eq(requests.id, row.id));
  return { released: current.locked, lock: UNLOCKED };
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { RequestMessages, type RequestSettings } from '@app/contracts';
import { builtPerShape, locked, notFound, type Tx } from '@app/service-kit';
import { requests } from '../db/schema';
import type { Caller } from '../domain/requests/caller';
import { lockAt, lockedByOther } from '../domain/locks/lock-rules';
import { readRequestSettings } from './masterdata-reads';
import { scopeCondition } from './scope';

export type RequestRow = typeof requests.$inferSelect;

/** Who calls: the store's functions act for it (declared in the domain, where routes and flows read it too). */
export type { Caller };

export const requestNotFound = (number: number) => notFound(RequestMessages.notFound.replace('{{id}}', String(number)));

/** The values of `findRequest`'s statement; the scope's kind and the lock are its shape. */
type FoundValues = { poolId: number; number: number; branchId: number | null };

const requestsByNumber = builtPerShape<RequestRow[], FoundValues>();

const placeholder = (name: keyof FoundValues) => sql.placeholder(name) as unknown as number;

/**
 * A live request of the pool by its number, within the caller's branches; otherwise it does not
 * exist (404). Its select is built once per shape (the personal filter's kind, locked or not): every
 * request call and matching reads it first.
 */
export async function findRequest(tx: Tx, caller: Caller, number: number, forUpdate = false): Promise<RequestRow> {
  const { scope } = caller;
  const shape = `${scope === null ? 'pool' : scope.branchId === null ? 'none' : 'branch'}|${forUpdate ? 'update' : 'read'}`;
  const bound = scope && { branchId: scope.branchId === null ? null : placeholder('branchId') };
  const [row] = await requestsByNumber(
    tx,
    shape,
    (t) => {
      const query = t
        .select()
        .from(requests)
        .where(
          and(
            eq(requests.poolId, placeholder('poolId')),
            eq(requests.number, placeholder('number')),
            isNull(requests.deletedAt),
            scopeCondition(requests.branchId, placeholder('poolId'), bound),
          ),
        )
        .$dynamic();
      return forUpdate ? query.for('update') : query;
    },
    { poolId: caller.poolId, number, branchId: scope?.branchId ?? null },
  );
  if (!row) throw requestNotFound(number);
  return row;
}

/**
 * The request a write changes, locked for this transaction (FOR UPDATE, so two writes on one
 * request take turns), with the settings of its branch: 404 outside the caller's reach, 423 with
 * the holder's name while someone else holds its lock (DOMAIN 'Locking').
 */
export async function requestForWrite(tx: Tx, caller: Caller, number: number): Promise<{ row: RequestRow; settings: RequestSettings }> {
  const row = await findRequest(tx, caller, number, true);
  const settings = await readRequestSettings(tx, caller.poolId, row.branchId);
  const holder = lockedByOther(lockAt(row, caller.now, settings.request_lock_timeout, caller.author.username));
  if (holder) throw locked(RequestMessages.lockedBy.replace('{name}', holder.full_name));
  return { row, settings };
}

/** Marks a request changed now (the list's realtime refetch reads it; the lock is not renewed by a write). */
export const touchRequest = (tx: Tx, requestId: number, at: Date) =>
  tx
    .update(requests)
    .set({ updatedAt: at })
    .where(eq(requests.id, requestId))
    .then(() => undefined);

/** The rows of several requests of the pool by number, within the caller's branches. */
export async function findRequestsByNumber(tx: Tx, caller: Caller, numbers: readonly number[]): Promise<RequestRow[]> {
  if (!numbers.length) return [];
  return tx
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.poolId, caller.poolId),
        sql`${requests.number} in (${sql.join(
          numbers.map((n) => sql`${n}`),
          sql`, `,
        )})`,
        isNull(requests.deletedAt),
        scopeCondition(requests.branchId, caller.poolId, caller.scope),
      ),
    );
}

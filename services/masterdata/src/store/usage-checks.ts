import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unprocessable, type Tx } from '@app/service-kit';
import { schedules } from '../db/schema';
import type { TenantTable } from './list-query';
import { periodUsedByRequests } from './request-usage';

/**
 * Whether a record is in use, so that it may no longer change or go (spec 001 section 8: 'a period
 * in use is not editable', 'a reason for dayparts in use cannot be deleted'). Each entity lists
 * its checks; data of other services joins through their published views (request-usage.ts).
 */
export type UsageCheck = (tx: Tx, poolId: number, id: number) => Promise<boolean>;

/** Used when a live row of `user` points at the record through `reference`. */
export const referencedBy =
  (user: TenantTable, reference: PgColumn): UsageCheck =>
  async (tx, poolId, id) => {
    const [row] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.poolId, poolId), eq(reference, id), isNull(user.archivedAt)))
      .limit(1);
    return row !== undefined;
  };

export async function isInUse(tx: Tx, poolId: number, id: number, checks: readonly UsageCheck[]): Promise<boolean> {
  for (const check of checks) if (await check(tx, poolId, id)) return true;
  return false;
}

/** A before-archive hook: the record stays while any check finds it in use ('_': a message of the whole record). */
export const refuseArchiveWhileInUse =
  (checks: readonly UsageCheck[], message: string) => async (tx: Tx, poolId: number, record: { id?: unknown }) => {
    if (await isInUse(tx, poolId, record.id as number, checks)) throw unprocessable({ _: [message] });
  };

/** A period is in use once a schedule is made for it, or a request on one of its schedules. */
export const PERIOD_USAGE: readonly UsageCheck[] = [referencedBy(schedules, schedules.periodId), periodUsedByRequests];

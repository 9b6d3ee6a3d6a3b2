import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unprocessable, type Tx } from '@app/service-kit';
import type { ApiRecord } from './entity-store';
import type { TenantTable } from './list-query';

/**
 * A before-archive hook: an entity still referenced by live rows of another table cannot be
 * archived (spec 001 section 8, 'An entity with relations cannot be edited or removed').
 */
export const refuseArchiveWhileUsed =
  (user: TenantTable, reference: PgColumn, message: string) =>
  async (tx: Tx, poolId: number, record: ApiRecord) => {
    const [used] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.poolId, poolId), eq(reference, record.id as number), isNull(user.archivedAt)))
      .limit(1);
    if (used) throw unprocessable({ _: [message] });
  };

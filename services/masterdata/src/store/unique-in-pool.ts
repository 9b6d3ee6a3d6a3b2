import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unprocessable, type Tx } from '@app/service-kit';
import type { ApiRecord } from './entity-store';
import type { TenantTable } from './list-query';

/**
 * A before-write hook refusing a value another record of the pool already has (compared without
 * regard to case), so the unique index never surfaces as a 500.
 */
export const uniqueInPool =
  (table: TenantTable, column: PgColumn, field: string, message: string) =>
  async (tx: Tx, poolId: number, record: ApiRecord, id: number | null) => {
    const value = record[field];
    if (typeof value !== 'string') return;
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.poolId, poolId), sql`lower(${column}) = lower(${value})`, id === null ? undefined : ne(table.id, id)))
      .limit(1);
    if (taken) throw unprocessable({ [field]: [message] });
  };

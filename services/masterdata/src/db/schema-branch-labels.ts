import { index, integer, pgSchema, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

const masterdata = pgSchema('masterdata');

/** A branch's labels (spec 001 'Branch': other, labels): only labels of branch-selectable groups (ADR 0104). */
export const branchLabels = masterdata
  .table(
    'branch_labels',
    {
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      labelId: integer('label_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.branchId, t.labelId] }),
      index('branch_labels_pool_label').on(t.poolId, t.labelId),
      tenantIsolation('branch_labels'),
    ],
  )
  .enableRLS();

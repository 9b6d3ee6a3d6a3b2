import { and, eq, ne, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { reasonsForDaypart } from '../db/schema';
import { DAYPART_REASON_MESSAGES } from '../domain/reasons-for-daypart/reason-for-daypart-input';
import { entityStore, type ApiRecord } from './entity-store';
import { inValues, type ListDefinition } from './list-query';
import { daypartReasonUsedByRequests } from './request-usage';
import { refuseArchiveWhileInUse, type UsageCheck } from './usage-checks';

export const reasonForDaypartList: ListDefinition = {
  table: reasonsForDaypart,
  fields: {
    id: reasonsForDaypart.id,
    action: reasonsForDaypart.action,
    reason: reasonsForDaypart.reason,
    comment: reasonsForDaypart.comment,
    processed: reasonsForDaypart.processed,
    required: reasonsForDaypart.required,
    archived: sql<boolean>`${reasonsForDaypart.archivedAt} is not null`,
  },
  sortable: {
    action: [reasonsForDaypart.action, sql`lower(${reasonsForDaypart.reason})`],
    reason: sql`lower(${reasonsForDaypart.reason})`,
    comment: reasonsForDaypart.comment,
    processed: reasonsForDaypart.processed,
    required: reasonsForDaypart.required,
  },
  defaultSort: { column: 'action', order: 'asc' },
  filters: { action: inValues(reasonsForDaypart.action) },
  search: [reasonsForDaypart.reason],
};

/** The same reason text once per action (compared without regard to case). */
async function refuseTaken(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const [taken] = await tx
    .select({ id: reasonsForDaypart.id })
    .from(reasonsForDaypart)
    .where(
      and(
        eq(reasonsForDaypart.poolId, poolId),
        eq(reasonsForDaypart.action, record.action as 'add'),
        sql`lower(${reasonsForDaypart.reason}) = lower(${record.reason as string})`,
        id === null ? undefined : ne(reasonsForDaypart.id, id),
      ),
    )
    .limit(1);
  if (taken) throw unprocessable({ reason: [DAYPART_REASON_MESSAGES.taken] });
}

/**
 * MD-DPR-02: a reason a daypart action named stays (staffing publishes the reasons its actions
 * used, `staffing.daypart_reason_usage`).
 */
export const reasonForDaypartStoreWith = (usage: readonly UsageCheck[]) =>
  entityStore(reasonsForDaypart, {
    hooks: {
      beforeWrite: refuseTaken,
      beforeArchive: refuseArchiveWhileInUse(usage, DAYPART_REASON_MESSAGES.inUse),
    },
  });

export const reasonForDaypartStore = reasonForDaypartStoreWith([daypartReasonUsedByRequests]);

import { and, count, eq, or, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { daypartReasonUsage, requestDateDirectory, requestDirectory } from '@app/contracts/published-views/staffing';
import type { RequestCounter } from './person-removal';
import type { UsageCheck } from './usage-checks';

/**
 * Whether staffing's views exist in this database: a database without staffing (master data's own
 * tests, a split deployment before staffing's first migration) has no requests, so nothing is in
 * use by one; the views are read only once they are there.
 */
async function staffingPublished(tx: Tx): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(tx, sql`select to_regclass('staffing.request_directory') is not null as present`);
  return row?.present === true;
}

/** A period is in use once a live request is made on a schedule of it (MD-PERIOD-02). */
export const periodUsedByRequests: UsageCheck = async (tx, poolId, id) => {
  if (!(await staffingPublished(tx))) return false;
  const [row] = await tx
    .select({ id: requestDirectory.id })
    .from(requestDirectory)
    .where(and(eq(requestDirectory.poolId, poolId), eq(requestDirectory.periodId, id)))
    .limit(1);
  return row !== undefined;
};

/** A reason for dayparts is in use once a daypart action named it (MD-DPR-02). */
export const daypartReasonUsedByRequests: UsageCheck = async (tx, poolId, id) => {
  if (!(await staffingPublished(tx))) return false;
  const [row] = await tx
    .select({ id: daypartReasonUsage.reasonId })
    .from(daypartReasonUsage)
    .where(and(eq(daypartReasonUsage.poolId, poolId), eq(daypartReasonUsage.reasonId, id)))
    .limit(1);
  return row !== undefined;
};

/**
 * The live requests naming a person (MD-PERSON-04): as the absentee, the preferred substitute, or
 * planned on one of its dayparts.
 */
export const countRequestsOfPerson: RequestCounter = async (tx, poolId, personId) => {
  if (!(await staffingPublished(tx))) return 0;
  const [named] = await tx
    .select({ n: count() })
    .from(requestDirectory)
    .where(
      and(
        eq(requestDirectory.poolId, poolId),
        or(
          eq(requestDirectory.absenteePersonId, personId),
          eq(requestDirectory.preferredPersonId, personId),
          sql`${requestDirectory.id} in (select ${requestDateDirectory.requestId} from ${requestDateDirectory}
            where ${requestDateDirectory.poolId} = ${poolId} and ${requestDateDirectory.personId} = ${personId})`,
        ),
      ),
    );
  return named?.n ?? 0;
};

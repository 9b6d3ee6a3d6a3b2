import { sql } from 'drizzle-orm';
import type { DaypartRef } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { cocReason } from '../domain/matching/hard-rules';
import { readConducts } from './matching-blockades';
import type { RequestRow } from './request-rows';

/**
 * Why the person may not be planned, invited or reserved on the request's dayparts for want of a
 * certificate of conduct (MATCH-07): matching's rule 5 ('No CoC found', 'No valid CoC found') on
 * the same facts, master data's `conduct_directory` and the person's contracts at the board of the
 * request's branch; null when the certificate holds.
 */
export async function cocRefusal(
  tx: Tx,
  poolId: number,
  request: Pick<RequestRow, 'branchId'>,
  personId: number,
  dayparts: readonly DaypartRef[],
): Promise<string | null> {
  if (!dayparts.length) return null;
  const first = dayparts.reduce((min, d) => (d.date < min ? d.date : min), dayparts[0]!.date);
  const last = dayparts.reduce((max, d) => (d.date > max ? d.date : max), first);
  const engagements = await rowsOf<{ start_date: string }>(
    tx,
    sql`with recursive up(id, parent_id) as (
        select id, parent_id from masterdata.branch_directory where pool_id = ${poolId} and id = ${request.branchId}
        union all select b.id, b.parent_id from masterdata.branch_directory b join up on b.id = up.parent_id where b.pool_id = ${poolId}),
      down(id) as (
        select id from up where parent_id is null
        union all select b.id from masterdata.branch_directory b join down on b.parent_id = down.id where b.pool_id = ${poolId})
      select to_char(c.start_date, 'YYYY-MM-DD') as start_date from masterdata.contract_directory c
      where c.pool_id = ${poolId} and c.person_id = ${personId} and c.branch_id in (select id from down)`,
  );
  const coc = (await readConducts(tx, poolId, [personId], last)).get(personId) ?? null;
  return (
    cocReason(
      coc,
      engagements.map((e) => e.start_date),
      first,
    )?.message ?? null
  );
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

/** What a branch's type shows on its summary (ADR 0110). */
export interface BranchTypeFacts {
  /** the type has_certificate_of_conduct: a person working there needs a certificate of conduct */
  certificate_of_conduct_required: boolean;
  /** live branches below it at any depth, when the type has number_of_branches_summary; else null */
  branches_below: number | null;
}

export async function branchTypeFacts(tx: Tx, poolId: number, branchId: number): Promise<BranchTypeFacts> {
  const [row] = await rowsOf<{ coc: boolean; summary: boolean; below: number }>(
    tx,
    sql`select t.has_certificate_of_conduct as coc, t.number_of_branches_summary as summary,
      case when t.number_of_branches_summary then (
        with recursive down(id) as (
          select c.id from masterdata.branches c where c.pool_id = b.pool_id and c.parent_id = b.id and c.archived_at is null
          union all
          select c.id from masterdata.branches c join down on c.parent_id = down.id where c.pool_id = b.pool_id and c.archived_at is null)
        select count(*)::int from down) else 0 end as below
      from masterdata.branches b join masterdata.branch_types t on t.pool_id = b.pool_id and t.id = b.branch_type_id
      where b.pool_id = ${poolId} and b.id = ${branchId}`,
  );
  return { certificate_of_conduct_required: row?.coc ?? false, branches_below: row?.summary ? row.below : null };
}

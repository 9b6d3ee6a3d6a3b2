import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BlockadeView } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { blockadeBranches, blockades, branches } from '../db/schema';
import type { BlockadeChanges, BlockadeInput } from '../domain/blockades/blockade-input';
import type { BlockadeCounts } from '../domain/blockades/blockade-tree';
import { visibleBranches } from './list-query';

/** Blockades with their branches by name and the person's full name, narrowed by `where`; newest period first. */
function readBlockades(tx: Tx, poolId: number, where: ReturnType<typeof sql>) {
  return rowsOf<BlockadeView>(
    tx,
    sql`select b.id, b.person_id, concat_ws(' ', p.first_name, nullif(p.middle_name, ''), p.last_name) as person_name,
        b.pool, not b.pool as personal, b.city, b.remark,
        to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
        coalesce((select json_agg(json_build_object('id', br.id, 'name', br.name) order by br.name)
          from masterdata.blockade_branches bb join masterdata.branches br on br.pool_id = bb.pool_id and br.id = bb.branch_id
          where bb.pool_id = b.pool_id and bb.blockade_id = b.id), '[]') as branches
      from masterdata.blockades b join masterdata.persons p on p.pool_id = b.pool_id and p.id = b.person_id
      where b.pool_id = ${poolId} and ${where}
      order by b.start_date desc, b.id desc`,
  );
}

export const blockadesOfPerson = (tx: Tx, poolId: number, personId: number) => readBlockades(tx, poolId, sql`b.person_id = ${personId}`);

/** The blockades of one branch (the branch's own, not its ancestors'). */
export const blockadesOfBranch = (tx: Tx, poolId: number, branchId: number) =>
  readBlockades(
    tx,
    poolId,
    sql`exists (select 1 from masterdata.blockade_branches x where x.pool_id = b.pool_id and x.blockade_id = b.id and x.branch_id = ${branchId})`,
  );

export const findBlockades = (tx: Tx, poolId: number, ids: readonly number[]) =>
  readBlockades(tx, poolId, sql`b.id = any(${`{${ids.join(',')}}`}::int[])`);

/** The ids among `ids` that are no branch of the pool. */
export async function unknownBranches(tx: Tx, poolId: number, ids: readonly number[]): Promise<number[]> {
  const found = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), inArray(branches.id, [...ids])));
  const known = new Set(found.map((b) => b.id));
  return ids.filter((id) => !known.has(id));
}

const columnsOf = (changes: BlockadeChanges) => ({
  ...(changes.pool === undefined ? {} : { pool: changes.pool }),
  ...(changes.city === undefined ? {} : { city: changes.city ?? null }),
  ...(changes.remark === undefined ? {} : { remark: changes.remark ?? null }),
  ...(changes.start_date === undefined ? {} : { startDate: changes.start_date }),
  ...(changes.end_date === undefined ? {} : { endDate: changes.end_date ?? null }),
});

async function setBranches(tx: Tx, poolId: number, blockadeIds: readonly number[], branchIds: readonly number[]) {
  await tx.delete(blockadeBranches).where(and(eq(blockadeBranches.poolId, poolId), inArray(blockadeBranches.blockadeId, [...blockadeIds])));
  await tx
    .insert(blockadeBranches)
    .values(blockadeIds.flatMap((blockadeId) => branchIds.map((branchId) => ({ poolId, blockadeId, branchId }))));
}

export async function insertBlockade(tx: Tx, poolId: number, input: BlockadeInput): Promise<number> {
  const [row] = await tx
    .insert(blockades)
    .values({ poolId, personId: input.person_id, ...columnsOf(input), pool: input.pool, startDate: input.start_date })
    .returning({ id: blockades.id });
  await setBranches(tx, poolId, [row!.id], input.branches);
  return row!.id;
}

/** Sets the same changes on every blockade listed (one, or a mass edit). */
export async function updateBlockades(tx: Tx, poolId: number, ids: readonly number[], changes: BlockadeChanges) {
  const columns = columnsOf(changes);
  if (Object.keys(columns).length)
    await tx
      .update(blockades)
      .set(columns)
      .where(and(eq(blockades.poolId, poolId), inArray(blockades.id, [...ids])));
  if (changes.branches) await setBranches(tx, poolId, ids, changes.branches);
}

export async function deleteBlockades(tx: Tx, poolId: number, ids: readonly number[]) {
  await tx.delete(blockadeBranches).where(and(eq(blockadeBranches.poolId, poolId), inArray(blockadeBranches.blockadeId, [...ids])));
  await tx.delete(blockades).where(and(eq(blockades.poolId, poolId), inArray(blockades.id, [...ids])));
}

/**
 * Per branch, the blockades of one person (every person's without one): the pool blockades' ids and
 * the count of personal ones, for the tree items' `blockades` and `personal_blockades` (MD-BLK-07).
 */
export async function blockadesPerBranch(tx: Tx, poolId: number, personId: number | null): Promise<BlockadeCounts> {
  const rows = await rowsOf<{ branch_id: number; pool_ids: number[]; personal: number }>(
    tx,
    sql`select bb.branch_id, coalesce(array_agg(b.id) filter (where b.pool), '{}') as pool_ids, (count(*) filter (where not b.pool))::int as personal
      from masterdata.blockade_branches bb join masterdata.blockades b on b.pool_id = bb.pool_id and b.id = bb.blockade_id
      where bb.pool_id = ${poolId} and (${personId}::int is null or b.person_id = ${personId})
      group by bb.branch_id`,
  );
  return new Map(rows.map((r) => [r.branch_id, { blockades: r.pool_ids.map((id) => ({ id })), personal_blockades: r.personal }]));
}

/** The ids of a branch's subtree (the branches a profile bound to it may see). */
export async function subtreeBranchIds(tx: Tx, poolId: number, branchId: number): Promise<number[]> {
  const { subtree } = visibleBranches(poolId, branchId);
  return (await rowsOf<{ id: number }>(tx, sql`select id from ${subtree} s`)).map((r) => r.id);
}

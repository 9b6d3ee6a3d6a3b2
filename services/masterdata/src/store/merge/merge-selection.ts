import { sql } from 'drizzle-orm';
import { MergeMessages, type MergeSide } from '@app/contracts';
import { rowsOf, unprocessable, type Tx } from '@app/service-kit';
import { fill } from '../../domain/merge/merge-text';

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/**
 * Every id a side lists must be that person's (a contract or profile of someone else is a 422 on
 * the field, never a silent move).
 */
export async function ensureListsOwned(tx: Tx, poolId: number, side: MergeSide, field: 'destination' | 'other') {
  const errors: Record<string, string[]> = {};
  const check = async (kind: 'contracts' | 'profiles', list: readonly number[]) => {
    if (list.length === 0) return;
    const table = kind === 'contracts' ? sql`masterdata.contracts` : sql`identity.profile_directory`;
    const owned = await rowsOf<{ id: number }>(
      tx,
      sql`select id from ${table} where pool_id = ${poolId} and person_id = ${side.id} and id = any(${ids(list)})`,
    );
    const missing = list.filter((id) => !owned.some((o) => o.id === id));
    if (missing.length > 0)
      errors[`${field}.${kind}`] = missing.map((id) => fill(MergeMessages.notTheirs, { kind: kind.slice(0, -1), id }));
  };
  await check('contracts', side.contracts ?? []);
  await check('profiles', side.profiles ?? []);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** The other's contracts that move: the ticked ones and every imported one (MD-MERGE-05: pre-selected, not to be unticked). */
export async function movedContractIds(tx: Tx, poolId: number, otherId: number, ticked: readonly number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from masterdata.contracts where pool_id = ${poolId} and person_id = ${otherId} and archived_at is null
      and (is_imported or id = any(${ids(ticked)})) order by id`,
  );
  return rows.map((r) => r.id);
}

/** The other's profiles that move: the ticked ones, or all of them when its accounts come along. */
export async function movedProfileIds(tx: Tx, poolId: number, otherId: number, side: MergeSide): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from identity.profile_directory where pool_id = ${poolId} and person_id = ${otherId}
      and (${side.accounts === true} or id = any(${ids(side.profiles ?? [])})) order by id`,
  );
  return rows.map((r) => r.id);
}

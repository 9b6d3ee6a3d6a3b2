import { sql } from 'drizzle-orm';
import type { MergeContract, MergeProfile } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { intArray } from './person-kinds';

interface ContractRow extends MergeContract {
  person_id: number;
}
interface ProfileRow {
  id: number;
  person_id: number;
  function_type: string | null;
  branch_id: number | null;
  branch_name: string | null;
}

const grouped = <T extends { person_id: number }, U>(rows: T[], shape: (row: T) => U) => {
  const out = new Map<number, U[]>();
  for (const r of rows) out.set(r.person_id, [...(out.get(r.person_id) ?? []), shape(r)]);
  return out;
};

/** The persons' live contracts and profiles, as the merge dialog lists them (Contract and Profile in merge, spec 001 section 3). */
export async function mergeListsOf(tx: Tx, poolId: number, ids: readonly number[]) {
  if (ids.length === 0) return { contracts: new Map<number, MergeContract[]>(), profiles: new Map<number, MergeProfile[]>() };
  const contracts = await rowsOf<ContractRow>(
    tx,
    sql`select c.id, c.person_id, c.start_date::text as start_date, c.end_date::text as end_date, c.is_imported,
        json_build_object('id', b.id, 'name', b.name) as branch
      from masterdata.contracts c join masterdata.branches b on b.id = c.branch_id
      where c.pool_id = ${poolId} and c.person_id = any(${intArray(ids)}) and c.archived_at is null
      order by c.start_date, c.id`,
  );
  const profiles = await rowsOf<ProfileRow>(
    tx,
    sql`select p.id, p.person_id, t.name as function_type, p.branch_id, b.name as branch_name
      from identity.profile_directory p
      left join masterdata.profile_types t on t.id = p.profile_type_id
      left join masterdata.branches b on b.id = p.branch_id
      where p.pool_id = ${poolId} and p.person_id = any(${intArray(ids)}) and p.archived_at is null
      order by p.id`,
  );
  return {
    contracts: grouped(contracts, ({ person_id: _, ...c }): MergeContract => c),
    profiles: grouped(profiles, (p): MergeProfile => ({
      id: p.id,
      function_type: p.function_type,
      branch: p.branch_id === null ? null : { id: p.branch_id, name: p.branch_name ?? '' },
    })),
  };
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

export interface MergePerson {
  id: number;
  name: string;
  archived: boolean;
  /** already merged into another person (the other side of a logged merge) */
  mergedAway: boolean;
}

/** Both persons of a merge in the caller's pool; a missing one is absent from the map (404). */
export async function mergePersons(tx: Tx, poolId: number, ids: number[]): Promise<Map<number, MergePerson>> {
  const rows = await rowsOf<MergePerson>(
    tx,
    sql`select p.id, concat_ws(' ', p.first_name, p.middle_name, p.last_name) as name, p.archived_at is not null as archived,
        exists (select 1 from masterdata.person_merges m where m.pool_id = p.pool_id and m.other_id = p.id) as "mergedAway"
      from masterdata.persons p where p.pool_id = ${poolId} and p.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

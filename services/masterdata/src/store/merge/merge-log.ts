import { sql } from 'drizzle-orm';
import type { PersonMergeRecord } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';

/** The merge log of a person, as destination or as the merged-away other, newest first, with each service's answer. */
export const mergesOfPerson = (tx: Tx, poolId: number, id: number): Promise<PersonMergeRecord[]> =>
  rowsOf<PersonMergeRecord>(
    tx,
    sql`select m.id, m.destination_id, m.other_id, concat_ws(' ', p.first_name, p.middle_name, p.last_name) as other_name,
        m.merged_by, m.merged_at, m.body, m.moved,
        json_build_object(
          'identity', json_build_object('done_at', m.identity_done_at, 'moved', m.identity_moved),
          'staffing', json_build_object('done_at', m.staffing_done_at, 'moved', m.staffing_moved)) as services
      from masterdata.person_merges m join masterdata.persons p on p.pool_id = m.pool_id and p.id = m.other_id
      where m.pool_id = ${poolId} and (m.destination_id = ${id} or m.other_id = ${id})
      order by m.merged_at desc, m.id desc`,
  );

import { sql } from 'drizzle-orm';
import { MERGE_KINDS, type MergeKind } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Which data kinds each person has (the Duplicate person's `has`): master data's own tables,
 * identity's profile_directory and staffing's published views (ADR 0017). Images live in the
 * document store and are added by the caller. The work-state marks name the profile that marked
 * a step, so a person has `request_dates_<step>_by` through its profiles.
 */
export async function kindsOf(tx: Tx, poolId: number, ids: readonly number[]): Promise<Map<number, MergeKind[]>> {
  const out = new Map<number, MergeKind[]>();
  if (ids.length === 0) return out;
  const of = intArray(ids);
  const rows = await rowsOf<{ person_id: number; kind: MergeKind }>(
    tx,
    sql`select distinct person_id, kind from (
      select person_id, 'contracts' as kind from masterdata.contracts where pool_id = ${poolId} and person_id = any(${of}) and archived_at is null
      union all select person_id, 'labels' from masterdata.person_labels where pool_id = ${poolId} and person_id = any(${of})
      union all select entity_id, 'documents' from masterdata.documents
        where pool_id = ${poolId} and entity_type = 'person' and entity_id = any(${of}) and archived_at is null
      union all select person_id, 'blockades' from masterdata.blockades where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'conducts' from masterdata.conducts where pool_id = ${poolId} and person_id = any(${of})
      union all select id, 'conducts' from masterdata.persons where pool_id = ${poolId} and id = any(${of}) and conduct_issue_date is not null
      union all select id, 'employee_numbers' from masterdata.persons
        where pool_id = ${poolId} and id = any(${of}) and coalesce(personnel_number, '') <> ''
      union all select person_id, 'travel_expenses' from masterdata.person_branch_distances where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'scores' from masterdata.scores where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'profiles' from identity.profile_directory
        where pool_id = ${poolId} and person_id = any(${of}) and archived_at is null
      union all select person_id, 'accounts' from identity.profile_directory where pool_id = ${poolId} and person_id = any(${of})
      union all select absentee_person_id, 'absences' from staffing.request_directory where pool_id = ${poolId} and absentee_person_id = any(${of})
      union all select absentee_person_id, 'request_absentees' from staffing.request_directory
        where pool_id = ${poolId} and absentee_person_id = any(${of})
      union all select preferred_person_id, 'preferred_requests' from staffing.request_directory
        where pool_id = ${poolId} and preferred_person_id = any(${of})
      union all select person_id, 'request_dates' from staffing.request_date_directory where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'availabilities' from staffing.availability_directory where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'availabilities' from staffing.availability_default_directory
        where pool_id = ${poolId} and person_id = any(${of})
      union all select person_id, 'reservations' from staffing.offer_person_directory where pool_id = ${poolId} and person_id = any(${of})
      union all select p.person_id, 'request_dates_' || m.step || '_by' from identity.profile_directory p
        join staffing.work_state_mark_directory m on m.pool_id = p.pool_id and m.profile_id = p.id
        where p.pool_id = ${poolId} and p.person_id = any(${of})
    ) k`,
  );
  for (const r of rows) out.set(r.person_id, [...(out.get(r.person_id) ?? []), r.kind]);
  // the spec's order, so the dialog lists them alike for both persons
  for (const [id, kinds] of out)
    out.set(
      id,
      MERGE_KINDS.filter((k) => kinds.includes(k)),
    );
  return out;
}

import { sql } from 'drizzle-orm';
import { profileDirectory } from '@app/contracts/published-views/identity';
import { daypartDayTotalDirectory } from '@app/contracts/published-views/staffing';
import { rowsOf, type Tx } from '@app/service-kit';
import { contracts, persons } from '../db/schema';
import { conducts } from '../db/schema-blockades';
import { documents } from '../db/schema-documents';
import { additionalFields } from '../db/schema-integrations';
import { additionalFieldValues } from '../db/schema-person-tabs';
import { ANONYMOUS_FIRST_NAME } from '../domain/persons/anonymize';

/** The pools with archived persons: the only ones anonymising can touch (run as the system). */
export async function poolsWithArchivedPersons(tx: Tx): Promise<number[]> {
  const rows = await rowsOf<{ pool_id: number }>(tx, sql`select distinct pool_id from ${persons} where archived_at is not null`);
  return rows.map((r) => r.pool_id);
}

/**
 * Clears the personal fields of the pool's archived persons archived before `cutoff` whose last
 * planned daypart (staffing's day totals, any branch) lies before it too, who hold no contract
 * running on or after `today` and no live profile (a user keeps their name), and who are not
 * anonymised yet. Their free additional-field values go too. Answers the ids it anonymised.
 */
export async function anonymizeArchivedPersons(tx: Tx, poolId: number, cutoff: string, today: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${persons} set first_name = ${ANONYMOUS_FIRST_NAME}, last_name = '#' || id, initials = 'A.',
        middle_name = null, name_suffix = null, name_partner = null, gender = '', birth_date = null, bsn = null,
        personnel_number = null, intake_date = null, register_date = null, id_expiration_date = null, conduct_issue_date = null,
        email = null, private_email = null, telephone = null, mobile = null, street = null, number = null, addition = null,
        postal_code = null, city = null, latitude = null, longitude = null, general_remark = null, internal_remark = null,
        admin_remark = null, planning_blockade_remark = null, matching_info = null
      where pool_id = ${poolId} and archived_at is not null and archived_at < ${cutoff}::date
        and not (first_name = ${ANONYMOUS_FIRST_NAME} and last_name = '#' || id)
        and not exists (select 1 from ${contracts} c where c.pool_id = ${poolId} and c.person_id = persons.id and c.end_date >= ${today}::date)
        and not exists (select 1 from ${profileDirectory} p where p.pool_id = ${poolId} and p.person_id = persons.id and p.archived_at is null)
        and not exists (select 1 from ${daypartDayTotalDirectory} t where t.pool_id = ${poolId} and t.person_id = persons.id
          and t.state = 'planned' and t.date >= ${cutoff}::date)
      returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The rest of the anonymised persons' personal data: their documents (answered by storage key, so
 * the files can go once the transaction is committed), their person fields of the pool's own
 * (additional fields at location person), and the file name and remark of their certificates of
 * conduct (the dates stay: they are no longer anyone's).
 */
export async function removePersonalRecords(tx: Tx, poolId: number, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const list = sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const files = await rowsOf<{ storage_key: string }>(
    tx,
    sql`delete from ${documents} where pool_id = ${poolId} and entity_type = 'person' and entity_id in ${list} returning storage_key`,
  );
  await tx.execute(sql`delete from ${additionalFieldValues} v where v.pool_id = ${poolId} and v.record_id in ${list}
    and v.field_id in (select f.id from ${additionalFields} f where f.pool_id = ${poolId} and f.location = 'person')`);
  await tx.execute(sql`update ${conducts} set file_name = null, remark = null where pool_id = ${poolId} and person_id in ${list}`);
  return files.map((f) => f.storage_key);
}

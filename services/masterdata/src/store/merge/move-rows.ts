import { sql, type SQL } from 'drizzle-orm';
import type { PersonMergeBody } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';

export interface MoveInput {
  poolId: number;
  destinationId: number;
  otherId: number;
  body: PersonMergeBody;
  contractIds: number[];
  now: Date;
}

/**
 * Master data's own rows of the other person move to the destination, in the caller's
 * transaction (ADR 0099). Kinds the dialog ticks move when ticked; the rest of master data's
 * person records (hourly rates, saving goals, work plans, additional field values, data supplier
 * links) always move. A row the destination already has the same of (a label, a distance to a
 * branch, a value of a field) stays with the other: nothing is overwritten.
 * Answers the count of rows moved per kind.
 */
export async function moveMasterdataRows(tx: Tx, input: MoveInput): Promise<Record<string, number>> {
  const { poolId, destinationId: to, otherId: from, body, contractIds } = input;
  const o = body.other;
  const d = body.destination;
  const moved: Record<string, number> = {};
  const count = async (kind: string, query: SQL) => {
    const rows = await rowsOf<{ n: number }>(tx, sql`with m as (${query} returning 1) select count(*)::int as n from m`);
    moved[kind] = (moved[kind] ?? 0) + (rows[0]?.n ?? 0);
  };
  const update = (table: SQL, kind: string, column = sql`person_id`) =>
    count(kind, sql`update ${table} set ${column} = ${to} where pool_id = ${poolId} and ${column} = ${from}`);

  if (contractIds.length > 0)
    await count(
      'contracts',
      sql`update masterdata.contracts set person_id = ${to} where pool_id = ${poolId} and person_id = ${from}
        and id = any(${`{${contractIds.join(',')}}`}::int[])`,
    );
  if (o.labels) {
    await count(
      'labels',
      sql`insert into masterdata.person_labels (pool_id, person_id, label_id, created_at)
        select pool_id, ${to}, label_id, created_at from masterdata.person_labels where pool_id = ${poolId} and person_id = ${from}
        on conflict do nothing`,
    );
    await tx.execute(sql`delete from masterdata.person_labels where pool_id = ${poolId} and person_id = ${from}
      and label_id in (select label_id from masterdata.person_labels where pool_id = ${poolId} and person_id = ${to})`);
  }
  if (o.documents)
    await count(
      'documents',
      sql`update masterdata.documents set entity_id = ${to} where pool_id = ${poolId} and entity_type = 'person' and entity_id = ${from}`,
    );
  if (o.blockades) await update(sql`masterdata.blockades`, 'blockades');
  if (o.conducts) {
    await update(sql`masterdata.conducts`, 'conducts');
    // the person's own certificate date: the later of both
    await count(
      'conduct_issue_date',
      sql`update masterdata.persons t set conduct_issue_date = s.conduct_issue_date from masterdata.persons s
        where t.pool_id = ${poolId} and t.id = ${to} and s.pool_id = ${poolId} and s.id = ${from}
          and s.conduct_issue_date is not null and (t.conduct_issue_date is null or t.conduct_issue_date < s.conduct_issue_date)`,
    );
  }
  if (o.employee_numbers)
    // the destination keeps its own number when it ticked it and has one
    await count(
      'employee_numbers',
      sql`update masterdata.persons t set personnel_number = s.personnel_number from masterdata.persons s
        where t.pool_id = ${poolId} and t.id = ${to} and s.pool_id = ${poolId} and s.id = ${from}
          and coalesce(s.personnel_number, '') <> ''
          and (${!d.employee_numbers} or coalesce(t.personnel_number, '') = '')`,
    );
  if (o.travel_expenses)
    await count(
      'travel_expenses',
      sql`update masterdata.person_branch_distances s set person_id = ${to}
        where s.pool_id = ${poolId} and s.person_id = ${from} and not exists (select 1 from masterdata.person_branch_distances t
          where t.pool_id = s.pool_id and t.person_id = ${to} and t.branch_id = s.branch_id)`,
    );
  if (o.scores) await update(sql`masterdata.scores`, 'scores');
  await update(sql`masterdata.hourly_rates`, 'hourly_rates');
  await update(sql`masterdata.saving_goals`, 'saving_goals');
  await update(sql`masterdata.work_plans`, 'work_plans');
  await count(
    'additional_field_values',
    sql`update masterdata.additional_field_values s set record_id = ${to}
      where s.pool_id = ${poolId} and s.record_id = ${from}
        and s.field_id in (select id from masterdata.additional_fields where pool_id = ${poolId} and location = 'person')
        and not exists (select 1 from masterdata.additional_field_values t where t.pool_id = s.pool_id and t.field_id = s.field_id and t.record_id = ${to})`,
  );
  await count(
    'supplier_records',
    sql`update masterdata.supplier_records set record_id = ${to} where pool_id = ${poolId} and kind = 'person' and record_id = ${from}`,
  );
  await tx.execute(
    sql`update masterdata.persons set archived_at = ${input.now.toISOString()} where pool_id = ${poolId} and id = ${from} and archived_at is null`,
  );
  return moved;
}

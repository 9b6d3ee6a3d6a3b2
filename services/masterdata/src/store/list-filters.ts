import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MAX_RECORD_ID } from '@app/contracts';

/** Filter values that are ids; anything else is dropped. */
export const positiveIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID);

const validDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** The from and to of a date period control: a date column on or after / on or before the day. */
export const onOrAfter =
  (column: SQLWrapper) =>
  ([v]: string[]) =>
    validDay(v) ? sql`${column} >= ${validDay(v)}` : undefined;
export const onOrBefore =
  (column: SQLWrapper) =>
  ([v]: string[]) =>
    validDay(v) ? sql`${column} <= ${validDay(v)}` : undefined;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The chosen branches and every branch below them (a board's schools and their locations). */
export const branchSubtreeOf = (ids: number[]): SQL =>
  sql`(with recursive below(id) as (
    select b.id from masterdata.branches b where b.id in (${idList(ids)})
    union all select b.id from masterdata.branches b join below on b.parent_id = below.id) select id from below)`;

// Uncorrelated subqueries: PostgreSQL runs each once (a hashed subplan), not once per listed person.
const PERSON_ID = sql.raw('masterdata.persons.id');

/** Persons with a live contract at one of the branches or below them (FILTER branch picker on persons). */
export function personAtBranches(values: string[]): SQL {
  const ids = positiveIds(values);
  if (!ids.length) return sql`false`;
  return sql`${PERSON_ID} in (select c.person_id from masterdata.contracts c where c.archived_at is null and c.branch_id in ${branchSubtreeOf(ids)})`;
}

/** Persons holding any of the labels. */
export function personWithLabels(values: string[]): SQL {
  const ids = positiveIds(values);
  if (!ids.length) return sql`false`;
  return sql`${PERSON_ID} in (select pl.person_id from masterdata.person_labels pl where pl.label_id in (${idList(ids)}))`;
}

/** Branches below the chosen ones at any depth (the parent filter of the branch list: a board finds its locations too). */
export function branchesBelow(values: string[]): SQL {
  const ids = positiveIds(values);
  if (!ids.length) return sql`false`;
  return sql`(masterdata.branches.id in ${branchSubtreeOf(ids)} and masterdata.branches.id not in (${idList(ids)}))`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateMatch, DuplicatePerson, DuplicatePersonsQuery, MergeKind } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { mergeListsOf } from './merge-lists';
import { kindsOf } from './person-kinds';

/**
 * The duplicate-detection rule (MD-MERGE-14, docs/masterdata.md 'Merge'): two persons of a pool
 * are likely the same when they share
 * - first and last name (case, outer and double spaces ignored) and the birth date, or
 * - the BSN (digits only), or
 * - the e-mail address (case ignored).
 * A person already merged away is no longer listed. Each key is a group; a person in several
 * groups is listed once, in the first.
 */
const keyedPersons = (poolId: number) => sql`
  with p as (
    select id, pool_id, first_name, middle_name, last_name, birth_date, email, archived_at,
      lower(regexp_replace(trim(first_name || ' ' || last_name), '\\s+', ' ', 'g')) as name_key,
      nullif(regexp_replace(coalesce(bsn, ''), '\\D', '', 'g'), '') as bsn_key,
      nullif(lower(trim(coalesce(email, ''))), '') as email_key
    from masterdata.persons
    where pool_id = ${poolId}
      and id not in (select other_id from masterdata.person_merges where pool_id = ${poolId})
  ), keyed as (
    select id, 'name_birth_date' as match, 'name:' || name_key || '|' || birth_date as k from p where birth_date is not null
    union all select id, 'bsn', 'bsn:' || bsn_key from p where bsn_key is not null
    union all select id, 'email', 'email:' || email_key from p where email_key is not null
  ), shared as (
    select k from keyed group by k having count(*) > 1
  ), listed as (
    select p.id, p.first_name, p.middle_name, p.last_name, p.birth_date, p.email, p.archived_at,
      min(keyed.k) as grp, array_agg(distinct keyed.match) as matches
    from p join keyed on keyed.id = p.id join shared on shared.k = keyed.k
    group by p.id, p.first_name, p.middle_name, p.last_name, p.birth_date, p.email, p.archived_at
  )`;

interface ListedRow {
  id: number;
  name: string;
  birth_date: string | null;
  email: string | null;
  archived: boolean;
  grp: string;
  matches: DuplicateMatch[];
}

/** One page of the de-duplicate persons report, searchable by name, grouped by the shared key. */
export async function duplicatesPage(
  tx: Tx,
  poolId: number,
  query: DuplicatePersonsQuery,
): Promise<{ rows: DuplicatePerson[]; total: number }> {
  const search: SQL = query.search
    ? sql`where concat_ws(' ', first_name, middle_name, last_name) ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  // one pass over the pool's keys answers the page and the total; only a page past the end counts again
  const listed = await rowsOf<ListedRow & { total: number }>(
    tx,
    sql`${keyedPersons(poolId)}
      select id, concat_ws(' ', first_name, middle_name, last_name) as name, birth_date::text as birth_date, email,
        archived_at is not null as archived, grp, matches, count(*) over ()::int as total
      from listed ${search}
      order by grp, archived_at nulls first, id
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const total =
    listed[0]?.total ??
    (query.page > 1
      ? ((await rowsOf<{ n: number }>(tx, sql`${keyedPersons(poolId)} select count(*)::int as n from listed ${search}`))[0]?.n ?? 0)
      : 0);
  const ids = listed.map((r) => r.id);
  const kinds = await kindsOf(tx, poolId, ids);
  const lists = await mergeListsOf(tx, poolId, ids);
  const rows = listed.map((r): DuplicatePerson => ({
    id: r.id,
    person: r.name,
    archived: r.archived,
    birth_date: r.birth_date,
    email: r.email,
    has: kinds.get(r.id) ?? ([] as MergeKind[]),
    contracts: lists.contracts.get(r.id) ?? [],
    profiles: lists.profiles.get(r.id) ?? [],
    group: r.grp,
    matches: r.matches,
  }));
  return { rows, total };
}

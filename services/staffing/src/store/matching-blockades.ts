import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import type { CandidateFacts } from '../domain/matching/match-facts';
import { intArray } from './availability';

/** An indefinite blockade (no end date) runs to the end of time as the engine compares dates. */
const NO_END = '9999-12-31';

type Blockade = CandidateFacts['blockades'][number];

export type BlockadeRow = { person_id: number; branch_id: number; name: string; start: string; end: string | null };

/**
 * Rule 3's facts: the pool and personal blockades of the request's branch or an ancestor that
 * overlap the request's first to last open date (master data's `blockade_directory`), one read.
 */
export const blockadesRead = (poolId: number, ids: readonly number[], branchLine: readonly number[], first: string, last: string) =>
  sql`select b.person_id, b.branch_id, br.name, to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as end
      from masterdata.blockade_directory b join masterdata.branch_directory br on br.pool_id = b.pool_id and br.id = b.branch_id
      where b.pool_id = ${poolId} and b.person_id = any(${intArray(ids)}::int[]) and b.branch_id = any(${intArray(branchLine)}::int[])
        and b.start_date <= ${last} and (b.end_date is null or b.end_date >= ${first})`;

/** The rows of `blockadesRead` by person. */
export function blockadesByPerson(rows: readonly BlockadeRow[]): Map<number, Blockade[]> {
  const out = new Map<number, Blockade[]>();
  for (const r of rows) {
    const blockade = { branchId: r.branch_id, branchName: r.name, start: r.start, end: r.end ?? NO_END };
    const list = out.get(r.person_id);
    if (list) list.push(blockade);
    else out.set(r.person_id, [blockade]);
  }
  return out;
}

export type ConductRow = { person_id: number; issue_date: string | null; marked_valid: boolean };

/**
 * Rule 5's facts (`conduct_directory`, one row per certificate), one read: per person the latest
 * issue date and whether one is marked valid, of the certificates not expired on `on` (the last date
 * asked, MATCH-07). A person whose every certificate has expired has facts without an issue date,
 * so the reason is 'No valid CoC found', not 'No CoC found'.
 */
export const conductsRead = (poolId: number, ids: readonly number[], on: string) =>
  sql`select person_id, to_char(max(issue_date) filter (where current), 'YYYY-MM-DD') as issue_date,
        coalesce(bool_or(marked_valid) filter (where current), false) as marked_valid
      from (select person_id, issue_date, marked_valid, (expiration_date is null or expiration_date >= ${on}::date) as current
        from masterdata.conduct_directory where pool_id = ${poolId} and person_id = any(${intArray(ids)}::int[])) c
      group by person_id`;

/** The rows of `conductsRead` by person. */
export const conductsByPerson = (rows: readonly ConductRow[]): Map<number, NonNullable<CandidateFacts['coc']>> =>
  new Map(rows.map((r) => [r.person_id, { issueDate: r.issue_date, markedValid: r.marked_valid }]));

/** Rule 5's facts of some persons on their own (a planning's check). */
export const readConducts = async (tx: Tx, poolId: number, ids: readonly number[], on: string) =>
  conductsByPerson(await rowsOf<ConductRow>(tx, conductsRead(poolId, ids, on)));

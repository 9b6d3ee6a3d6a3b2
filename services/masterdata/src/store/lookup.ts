import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectOption } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { containsPattern } from '../domain/list/list-request';
import { positiveIds } from './list-filters';
import type { ListDefinition } from './list-query';

/** Enough options for a select; the search box narrows longer lists. */
export const MAX_OPTIONS = 500;

/** The search box's condition: a literal, case-insensitive match (FILTER-23); none for an empty search. */
export const matching = (column: SQLWrapper, search: string | undefined) =>
  search?.trim() ? sql`${column} ilike ${containsPattern(search.trim())}` : undefined;

/** What a lookup knows besides the search text. */
export interface LookupContext {
  /** the parent's value of a dependent select (`inputs[key][option]`, FormField.depends_on) */
  option?: string;
  /**
   * The personal filter of the list kept per branch whose table the lookup reads (ADR 0012): a
   * select offers no more than the list shows. Undefined for the whole pool.
   */
  within(list: ListDefinition): SQL | undefined;
}

export type Lookup = (tx: Tx, poolId: number, search: string | undefined, context: LookupContext) => Promise<SelectOption[]>;

/**
 * A dependent select's condition on its parent's value: none without a parent value, nothing at
 * all for a value that is no id (the parent is not chosen properly yet).
 */
export function parentCondition(option: string | undefined, condition: (parentId: number) => SQL): SQL | undefined {
  if (option === undefined || option.trim() === '') return undefined;
  const id = Number(option);
  return positiveIds([option]).length ? condition(id) : sql`false`;
}

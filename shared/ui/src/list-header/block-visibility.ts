import type { HeaderElement } from '@app/contracts';

/**
 * The appearance rule (FILTER-05): a block with `max_branch_type_levels` shows only when that value
 * is greater than the caller's branch type level; a block without it always shows.
 */
export const isBlockShown = (element: Pick<HeaderElement, 'max_branch_type_levels'>, branchTypeLevel: number): boolean =>
  element.max_branch_type_levels === undefined || element.max_branch_type_levels > branchTypeLevel;

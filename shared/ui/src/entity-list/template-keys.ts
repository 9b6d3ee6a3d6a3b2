import type { HeaderElement, ListColumn, ListCondition, ListTemplate } from '@app/contracts';
import type { ListQueryParams } from './build-list-query';
import type { ListRow } from './list-row';

/**
 * What the generic list makes of the list template's keys (LIST-12, ADR 0281) that are more than a
 * value to pass on: pure rules, so each key is tested without a screen.
 */

/**
 * The header's blocks as the template's rights say: no create button without `create`, no export
 * without `export`, whatever the header lists (the service leaves them out too; the list does not
 * rely on it).
 */
export function shownHeaderElements(tpl: Pick<ListTemplate, 'key' | 'create' | 'export' | 'header'>): HeaderElement[] {
  const createRoute = `/${tpl.key}/new`;
  return tpl.header.elements.filter((element) => {
    if (element.component === 'ExportButton') return tpl.export;
    if (element.component === 'Button' && element.props.to === createRoute) return tpl.create;
    return true;
  });
}

/** The columns the table shows: with `hide_actions` the row actions column is left out. */
export const shownColumns = (columns: readonly ListColumn[], hideActions: boolean | undefined): ListColumn[] =>
  hideActions ? columns.filter((c) => c.element !== 'list-actions') : [...columns];

/** The template's fixed `query` goes out with every list and export call; the list's own keys win. */
export const withTemplateQuery = (query: ListQueryParams, fixed: Record<string, string> | undefined): ListQueryParams =>
  fixed ? { ...fixed, ...query } : query;

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * `list_condition`: the list asks for rows only once the filter (`filter_id`) holds a value for
 * `filter_field`; several fields are comma-separated and all must hold one, or any with `or`. No
 * condition: always.
 */
export function listConditionHolds(
  condition: ListCondition | undefined,
  filterId: string,
  filters: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition || condition.filter_id !== filterId) return true;
  const fields = condition.filter_field
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length === 0) return true;
  return condition.or ? fields.some((f) => hasValue(filters[f])) : fields.every((f) => hasValue(filters[f]));
}

/** The realtime channels a list refetches on: its `channel` and every one of its `sockets`, once each. */
export const listChannels = (tpl: Pick<ListTemplate, 'channel' | 'sockets'> | undefined): string[] =>
  tpl ? [...new Set([tpl.channel, ...(tpl.sockets ?? [])].filter(Boolean))] : [];

/** The ids of a row's children among the rows of the page (`parent_id`), for the select-children link. */
export const childIdsOf = (row: ListRow, rows: readonly ListRow[]): number[] => rows.filter((r) => r.parent_id === row.id).map((r) => r.id);

/** Ticks or unticks one row, or a row with its children (`selectChildrenLink`). */
export function toggleSelection(selected: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

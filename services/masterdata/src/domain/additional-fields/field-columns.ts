import type { ColumnFormat, FilterItem, ListColumn } from '@app/contracts';

/** A live additional field as a list shows it: its id names the column, its label heads it (ADR 0106). */
export interface ListedField {
  id: number;
  label: string;
  type: 'integer' | 'date' | 'datetime' | 'bool';
}

/** The row property, sort code and filter key of a field's column. */
export const fieldColumnCode = (id: number) => `field_${id}`;

const FORMATS: Partial<Record<ListedField['type'], ColumnFormat>> = { date: 'date', datetime: 'local_datetime', bool: 'yes_no' };

/**
 * A field's optional list column: headed by the field's own label (a text, not an i18n key),
 * hidden until the user switches it on, sortable; dates DD-MM-YYYY, flags yes/no.
 */
export function fieldColumn(field: ListedField): ListColumn {
  const code = fieldColumnCode(field.id);
  const format = FORMATS[field.type];
  return {
    label: field.label,
    literal_label: true,
    optional: true,
    value: code,
    column_code: code,
    sortable: true,
    element: 'single-line-component',
    ...(format ? { format } : {}),
  };
}

/** A yes/no field filters its list: yes the records set to yes, no the others (unset counts as no). */
export function fieldFilterItem(field: ListedField): FilterItem | null {
  if (field.type !== 'bool') return null;
  return {
    key: fieldColumnCode(field.id),
    type: 'select_component',
    label: field.label,
    literal_label: true,
    options: [
      { id: '1', name: 'entity_list.yes' },
      { id: '0', name: 'entity_list.no' },
    ],
  };
}

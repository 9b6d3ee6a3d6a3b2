import type { ColumnFormat, FilterItem, ListColumn } from '@app/contracts';
import { fieldColumnCode, type ListedField } from '@app/service-kit';

// the field and its column code are the service kit's: staffing's request list uses them too (ADR 0106)
export { fieldColumnCode, type ListedField };

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

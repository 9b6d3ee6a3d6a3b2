import type { TFunction } from 'i18next';
import { apiDateToDisplay } from '@app/ui/template-form';

/** A cell of a read-only tab: dates DD-MM-YYYY, flags yes/no, named objects by their name. */
export function displayValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return t(value ? 'entity_list.yes' : 'entity_list.no');
  if (Array.isArray(value)) return value.map((v) => displayValue(v, t)).join(', ');
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '');
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}(T|$)/.test(text) ? apiDateToDisplay(text) : text;
}

import type { TFunction } from 'i18next';
import type { ListColumn } from '@app/contracts';
import { DateFormat, formatDisplayDate, inAmsterdam } from '@app/platform/dates';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for the flag values the API sends (booleans, and 1/0 from older calls). */
export const isTrueFlag = (value: unknown) => value === true || value === 1 || value === '1';

/** An API date `YYYY-MM-DD` (or the date part of an instant) as DD-MM-YYYY; anything else as it is. */
export const displayApiDate = (text: string) => (API_DATE.test(text.slice(0, 10)) ? formatDisplayDate(text.slice(0, 10)) : text);

const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A wall-clock `YYYY-MM-DDTHH:MM` without a zone (an additional field's) as DD-MM-YYYY HH:mm, not shifted by a zone. */
export function displayLocalDateTime(text: string): string {
  const m = LOCAL_DATETIME.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}` : text;
}

/**
 * The text of a list cell as its column describes it (LIST-13): dates DD-MM-YYYY, instants on
 * Amsterdam's clock, option keys through `<option_prefix>.<key>`, branches by name; an additional
 * field's flag as yes or no and its wall-clock date-time unshifted (ADR 0106).
 */
export function cellText(column: ListColumn, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value))
    return value
      .map((v) => (typeof v === 'object' && v ? String((v as { name?: unknown }).name ?? '') : cellText(column, v, t)))
      .join(', ');
  if (column.format === 'yes_no') return t(isTrueFlag(value) ? 'entity_list.yes' : 'entity_list.no');
  const text = String(value);
  if (column.format === 'local_datetime') return displayLocalDateTime(text);
  if (column.format === 'date' || column.format === 'warning') return displayApiDate(text);
  if (column.format === 'datetime') return inAmsterdam(text).isValid() ? inAmsterdam(text).format(DateFormat.dateTime) : text;
  if ((column.format === 'option' || column.format === 'status') && column.option_prefix)
    return t(`${column.option_prefix}.${text}`, { defaultValue: text });
  return text;
}

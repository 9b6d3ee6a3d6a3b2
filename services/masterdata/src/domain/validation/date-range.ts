import type { FieldErrors } from './field-schemas';

/**
 * A range's end may not lie before its start: 'The End date must be a date after or equal to
 * Start date.' Dates are YYYY-MM-DD, so comparing the strings compares the days.
 */
export function endNotBeforeStart(record: Record<string, unknown>, start = 'start_date', end = 'end_date'): FieldErrors {
  const from = record[start];
  const to = record[end];
  if (typeof from === 'string' && typeof to === 'string' && to < from)
    return { [end]: ['The End date must be a date after or equal to Start date.'] };
  return {};
}

import type { Cell, CellType } from './export-document';

/**
 * Dutch formats of the exports (spec 001 section 9): dates DD-MM-YYYY, a decimal comma, wtf to 4
 * decimals, hours to 1, amounts to 2 (RPT-MENU-11).
 */
export const DECIMALS: Record<Exclude<CellType, 'text' | 'date'>, number> = { integer: 0, wtf: 4, hours: 1, decimal: 2, money: 2 };

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(decimals: number, grouping: boolean, currency: boolean): Intl.NumberFormat {
  const key = `${decimals}:${grouping}:${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** '2026-11-03' -> '03-11-2026'; anything else is left as it is. */
export function nlDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** A number with a decimal comma: grouped with dots for reading (PDF), plain for a spreadsheet to read (CSV). */
export function nlNumber(value: number, type: Exclude<CellType, 'text' | 'date'>, grouping: boolean, currency = false): string {
  return formatter(DECIMALS[type], grouping, currency).format(value);
}

/** A cell as Dutch text: what the PDF prints (grouped, euro sign) and the CSV holds (plain). */
export function nlCell(value: Cell, type: CellType, forReading: boolean): string {
  if (value === null || value === '') return '';
  if (type === 'date') return nlDate(String(value));
  if (type === 'text' || typeof value !== 'number') return String(value);
  return nlNumber(value, type, forReading, forReading && type === 'money');
}

/** '2026-11-03' as a Date at midnight UTC: a spreadsheet date without a time zone shift. */
export function isoDateToUtc(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

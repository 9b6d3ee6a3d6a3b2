import { roundReportValue, type ReportCell, type ReportValueKind } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';

const DECIMALS: Partial<Record<ReportValueKind, number>> = { wtf: 4, hours: 1, money: 2, percent: 1 };

/** A number as the reader's language writes it (nl: 1.234,5), rounded by its kind (RPT-MENU-11). */
export function formatNumber(kind: ReportValueKind, value: number, locale: string): string {
  const decimals = DECIMALS[kind] ?? 0;
  const text = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: kind === 'wtf' || kind === 'count' ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(roundReportValue(kind, value));
  if (kind === 'percent') return `${text}%`;
  if (kind === 'money') return `€ ${text}`;
  return text;
}

/** A status-count cell as 'open 2 · filled 3' in the reader's words (`label` names a status). */
export const statusesText = (cell: Record<string, number>, label: (status: string) => string): string =>
  Object.entries(cell)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${label(status)} ${n}`)
    .join(' · ');

/** A cell as text: numbers by kind and language, dates as the app shows them, counts by status. */
export function cellText(kind: ReportValueKind, value: ReportCell, locale: string, label: (status: string) => string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return statusesText(value as Record<string, number>, label);
  if (typeof value === 'number') return formatNumber(kind, value, locale);
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value);
  return value;
}

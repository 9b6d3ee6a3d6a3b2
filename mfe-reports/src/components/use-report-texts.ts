import { useTranslation } from 'react-i18next';
import type { ReportCell, ReportColumn } from '@app/contracts';
import { cellText } from '../lib/format-value';

/** The reader's texts of report cells: numbers in their language, statuses in their words, and the server's text keys (reports.totals, reports.yes) translated. */
export function useReportTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.startsWith('en') ? 'en' : 'nl';
  const status = (s: string) => t(`reports.statuses.${s}`);
  const cell = (column: ReportColumn, value: ReportCell | undefined) =>
    typeof value === 'string' && value.startsWith('reports.') ? t(value) : cellText(column.kind, value ?? null, locale, status);
  return { t, locale, cell };
}

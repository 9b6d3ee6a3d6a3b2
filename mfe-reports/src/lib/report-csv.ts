import type { ReportTable } from '@app/contracts';

/** One CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180). */
const field = (text: string, separator: string) =>
  /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;

/**
 * A report table as CSV, built in the browser (RPT-MENU-06): the header of translated column
 * labels, one line per row and the totals line, each cell as the screen shows it. Dutch readers get
 * a semicolon, because their decimal comma would split a comma-separated line (as spreadsheets expect).
 */
export function tableCsv(
  table: ReportTable,
  headerOf: (label: string) => string,
  textOf: (column: ReportTable['columns'][number], row: ReportTable['rows'][number]) => string,
  locale: string,
): string {
  const separator = locale === 'en' ? ',' : ';';
  const line = (cells: string[]) => cells.map((c) => field(c, separator)).join(separator);
  const rows = table.totals ? [...table.rows, table.totals] : table.rows;
  return (
    [line(table.columns.map((c) => headerOf(c.label))), ...rows.map((row) => line(table.columns.map((c) => textOf(c, row))))].join('\r\n') +
    '\r\n'
  );
}

/** Saves text as a file download (a byte order mark first, so spreadsheets read UTF-8). */
export function saveCsv(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

import { REPORT_CATALOGUE, type ReportTable } from '@app/contracts';
import { cellText, formatNumber } from './format-value';
import { tableCsv } from './report-csv';
import { reportWarning } from './report-warnings';
import { reportQuery } from './reports-api';

const def = (key: string) => REPORT_CATALOGUE.find((r) => r.key === key)!;

describe('report warnings (RPT-MENU-04)', () => {
  it('asks for a board before board chains load, and for Apply before a no-submit report loads', () => {
    expect(reportWarning(def('board-chains'), null)).toBe('no_filters_warning');
    expect(reportWarning(def('board-chains'), { period_from: '2026-08-01' })).toBe('no_filters_warning');
    expect(reportWarning(def('board-chains'), { board: 3 })).toBeNull();
    expect(reportWarning(def('schedule-requests'), null)).toBe('no_filters_applied_warning');
    expect(reportWarning(def('schedule-requests'), { period_from: '2026-11-01', period_to: '2026-11-30' })).toBeNull();
  });

  it('needs at least one filter applied for the other reports', () => {
    expect(reportWarning(def('requests'), null)).toBeNull();
    expect(reportWarning(def('requests'), {})).toBe('no_filters_selected_warning');
    expect(reportWarning(def('requests'), { branch: [] })).toBe('no_filters_selected_warning');
    expect(reportWarning(def('requests'), { branch: [4] })).toBeNull();
  });
});

describe('report query (RPT-MENU-05)', () => {
  it('sends the filter as filter[...] and the sorting as sorting[field] and sorting[direction]', () => {
    expect(reportQuery({ period_from: '2026-08-01', branch: [3, 4] }, { field: 'name', direction: 'down' })).toEqual({
      'filter[period_from]': '2026-08-01',
      'filter[branch]': [3, 4],
      'sorting[field]': 'name',
      'sorting[direction]': 'down',
    });
  });
});

describe('values and CSV (RPT-MENU-06, RPT-MENU-11)', () => {
  it('writes numbers in the reader language, rounded by kind', () => {
    expect(formatNumber('wtf', 0.12345, 'nl')).toBe('0,1235');
    expect(formatNumber('hours', 1234.25, 'nl')).toBe('1.234,3');
    expect(formatNumber('percent', 66.666, 'en')).toBe('66.7%');
    expect(formatNumber('money', 3.5, 'nl')).toBe('€ 3,50');
    expect(cellText('statuses', { open: 2, filled: 0, closed: 1 }, 'nl', (s) => s)).toBe('open 2 · closed 1');
  });

  it('builds the CSV of a table with its totals, semicolons for Dutch and quotes where needed', () => {
    const table: ReportTable = {
      key: 'per_branch',
      title: 'reports.tables.per_branch',
      columns: [
        { key: 'name', label: 'Name', kind: 'text' },
        { key: 'wtf', label: 'WTF', kind: 'wtf' },
      ],
      rows: [
        { name: 'De "Regenboog"', wtf: 0.5 },
        { name: 'Kompas; Oost', wtf: 0.125 },
      ],
      totals: { name: 'Totals', wtf: 0.625 },
    };
    const text = (c: ReportTable['columns'][number], r: ReportTable['rows'][number]) => cellText(c.kind, r[c.key] ?? null, 'nl', (s) => s);
    expect(tableCsv(table, (l) => l, text, 'nl')).toBe('Name;WTF\r\n"De ""Regenboog""";0,5\r\n"Kompas; Oost";0,125\r\nTotals;0,625\r\n');
    expect(
      tableCsv(
        table,
        (l) => l,
        (c, r) => cellText(c.kind, r[c.key] ?? null, 'en', (s) => s),
        'en',
      ).split('\r\n')[2],
    ).toBe('Kompas; Oost,0.125');
  });
});

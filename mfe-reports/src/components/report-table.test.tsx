/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReportTable as Table } from '@app/contracts';
import { registerTexts, setLocale } from '@app/i18n';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../i18n';
import { ReportTable } from './report-table';

registerTexts('mfe_reports', texts);

const tableOf = (count: number): Table => ({
  key: 'log',
  title: 'reports.tables.log',
  columns: [
    { key: 'request', label: 'reports.columns.request', kind: 'count', sortable: true },
    { key: 'event', label: 'reports.columns.event', kind: 'text' },
  ],
  rows: Array.from({ length: count }, (_, i) => ({ id: i + 1, request: 1000 + i, event: `event ${i + 1}` })),
});

const renderTable = (table: Table, onSort = jest.fn()) =>
  render(
    <BaseProviders namespace="mfe_reports">
      <ReportTable table={table} fileName="log" sorting={null} onSort={onSort} />
    </BaseProviders>,
  );

const shownRequests = () => screen.getAllByTestId('report-table-log-row').map((row) => row.querySelector('td')?.textContent);

describe('a report table', () => {
  beforeEach(() => setLocale('en'));

  it('shows a long table 100 rows a page, in the page language, and every row when asked', () => {
    renderTable(tableOf(230));
    expect(screen.getAllByTestId('report-table-log-row')).toHaveLength(100);
    expect(screen.getByText('1–100 of 230')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(shownRequests()[0]).toBe('1,100');
    expect(screen.getByText('101–200 of 230')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-table-log-page-size'), { target: { value: '-1' } });
    expect(screen.getAllByTestId('report-table-log-row')).toHaveLength(230);
  });

  it('goes back to the first page when sorted, and says the pages in Dutch on a Dutch page', () => {
    setLocale('nl');
    const onSort = jest.fn();
    renderTable(tableOf(230), onSort);
    fireEvent.click(screen.getByRole('button', { name: 'Naar de volgende pagina' }));
    expect(screen.getByText('101–200 van 230')).toBeTruthy();
    fireEvent.click(screen.getByTestId('report-table-log-sort-request'));
    expect(onSort).toHaveBeenCalledWith({ field: 'request', direction: 'up' });
    expect(screen.getByText('1–100 van 230')).toBeTruthy();
  });

  it('shows a short table whole, without pages', () => {
    renderTable(tableOf(20));
    expect(screen.getAllByTestId('report-table-log-row')).toHaveLength(20);
    expect(screen.queryByTestId('report-table-log-page-size')).toBeNull();
  });
});

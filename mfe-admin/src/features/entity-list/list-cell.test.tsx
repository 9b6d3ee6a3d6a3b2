/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { i18n, setLocale } from '@app/i18n';
import { ListCell } from './list-cell';

const column = (extra: Partial<ListColumn>): ListColumn => ({ label: 'fields.x', value: 'x', column_code: 'x', sortable: false, element: 'single-line-component', ...extra });

const renderCell = (col: ListColumn, value: unknown) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ListCell column={col} value={value} />
    </I18nextProvider>,
  );

/** The cell's text; unmounted at once, so a later language switch touches no mounted tree. */
function cell(col: ListColumn, value: unknown) {
  const { container, unmount } = renderCell(col, value);
  const text = container.textContent;
  unmount();
  return { textContent: text };
}

describe('ListCell', () => {
  afterAll(() => setLocale('en'));

  it('shows an API date as DD-MM-YYYY and an instant on Amsterdam time', () => {
    setLocale('en');
    expect(cell(column({ format: 'date' }), '1990-03-05').textContent).toBe('05-03-1990');
    // 08:30 UTC in November is 09:30 in Amsterdam
    expect(cell(column({ format: 'datetime' }), '2026-11-20T08:30:00Z').textContent).toBe('20-11-2026 09:30');
    expect(cell(column({}), '1990-03-05').textContent).toBe('1990-03-05');
    expect(cell(column({ format: 'date' }), null).textContent).toBe('');
  });

  it('translates option keys with the column prefix, in the page language', () => {
    setLocale('nl');
    expect(cell(column({ format: 'option', option_prefix: 'regions' }), 'north').textContent).toBe('Noord');
    expect(cell(column({ format: 'option', option_prefix: 'genders' }), 'female').textContent).toBe('Vrouw');
    setLocale('en');
    expect(cell(column({ format: 'option', option_prefix: 'vacation_types' }), 'schedule_free').textContent).toBe(i18n.t('vacation_types.schedule_free'));
    expect(i18n.t('vacation_types.schedule_free')).not.toBe('vacation_types.schedule_free');
    // an unknown key shows as it is rather than as a dotted key
    expect(cell(column({ format: 'option', option_prefix: 'regions' }), 'east').textContent).toBe('east');
  });

  it('shows a flag as a check or a cross named yes or no', () => {
    setLocale('en');
    renderCell(column({ element: 'boolean-component' }), 1);
    renderCell(column({ format: 'boolean' }), false);
    expect(screen.getByTestId('cell-flag-on').getAttribute('aria-label')).toBe('Yes');
    expect(screen.getByTestId('cell-flag-off').getAttribute('aria-label')).toBe('No');
  });

  it('names the items of a branches cell', () => {
    expect(cell(column({ element: 'branches-component' }), [{ id: 1, name: 'De Regenboog' }, { id: 2, name: 'Het Kompas' }]).textContent).toBe('De Regenboog, Het Kompas');
  });
});

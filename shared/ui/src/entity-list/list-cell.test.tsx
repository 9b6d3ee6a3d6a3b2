/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { addDays, type ListColumn } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { ListCell } from './list-cell';
import { KitProviders } from '../testing/kit-providers';

/** The texts of the module whose template names the option prefixes. */
const HOST_TEXTS = {
  en: { regions: { north: 'North' }, request_status: { high: 'Urgent' } },
  nl: { regions: { north: 'Noord' }, request_status: { high: 'Dringend' } },
};

const column = (extra: Partial<ListColumn>): ListColumn => ({
  label: 'fields.x',
  value: 'x',
  column_code: 'x',
  sortable: false,
  element: 'single-line-component',
  ...extra,
});

const renderCell = (col: ListColumn, value: unknown) =>
  render(
    <KitProviders texts={HOST_TEXTS}>
      <ListCell column={col} value={value} />
    </KitProviders>,
  );

/** The cell's text; unmounted at once, so a later language switch touches no mounted tree. */
function cell(col: ListColumn, value: unknown) {
  const { container, unmount } = renderCell(col, value);
  const text = container.textContent;
  unmount();
  return text;
}

const today = () => inAmsterdam(Date.now()).format(DateFormat.api);

describe('ListCell', () => {
  afterAll(() => setLocale('en'));

  it('shows an API date as DD-MM-YYYY and an instant on Amsterdam time', () => {
    setLocale('en');
    expect(cell(column({ format: 'date' }), '1990-03-05')).toBe('05-03-1990');
    // 08:30 UTC in November is 09:30 in Amsterdam
    expect(cell(column({ format: 'datetime' }), '2026-11-20T08:30:00Z')).toBe('20-11-2026 09:30');
    expect(cell(column({}), '1990-03-05')).toBe('1990-03-05');
    expect(cell(column({ format: 'date' }), null)).toBe('');
  });

  it('translates option keys with the column prefix, in the page language', () => {
    setLocale('nl');
    expect(cell(column({ format: 'option', option_prefix: 'regions' }), 'north')).toBe('Noord');
    setLocale('en');
    expect(cell(column({ format: 'option', option_prefix: 'regions' }), 'north')).toBe('North');
    // an unknown key shows as it is rather than as a dotted key
    expect(cell(column({ format: 'option', option_prefix: 'regions' }), 'east')).toBe('east');
  });

  it('shows a flag as a check or a cross named yes or no', () => {
    setLocale('en');
    renderCell(column({ element: 'boolean-component' }), 1);
    renderCell(column({ format: 'boolean' }), false);
    expect(screen.getByTestId('cell-flag-on').getAttribute('aria-label')).toBe('Yes');
    expect(screen.getByTestId('cell-flag-off').getAttribute('aria-label')).toBe('No');
  });

  it('LIST-14: shows the items of a cell as chips, three and then +N with the rest named', () => {
    setLocale('en');
    renderCell(column({}), ['Engels', 'Rekenen', 'Gym', 'Muziek', 'Tekenen']);
    const chips = [...screen.getByTestId('cell-chips').children].map((c) => c.textContent);
    expect(chips).toEqual(['Engels', 'Rekenen', 'Gym', '+2']);
    expect(screen.getByTestId('cell-chips-more').getAttribute('aria-label')).toBe('2 more: Muziek, Tekenen');
  });

  it('LIST-14: a branches cell shows two chips; a chip is cut at 50 characters, its whole text in the tooltip', () => {
    const long = 'Openbare basisschool De Regenboog, locatie Lindenlaan Zeist';
    renderCell(column({ element: 'branches-component' }), [
      { id: 1, name: long },
      { id: 2, name: 'Het Kompas' },
      { id: 3, name: 'De Wegwijzer' },
    ]);
    const chips = [...screen.getByTestId('cell-chips').children];
    expect(chips.map((c) => c.textContent)).toEqual([`${long.slice(0, 49)}…`, 'Het Kompas', '+1']);
    expect(chips[0]!.textContent).toHaveLength(50);
    expect(chips[0]!.getAttribute('title')).toBe(long);
  });

  it('shows a request status in its colour (completed green, medium orange, high red, other grey) with its name', () => {
    setLocale('en');
    const colours: Record<string, string> = {};
    for (const status of ['completed', 'medium', 'high', 'other']) {
      const { unmount } = renderCell(column({ format: 'status' }), status);
      const dot = screen.getByTestId(`cell-status-${status}`).firstElementChild as HTMLElement;
      colours[status] = dot.style.backgroundColor;
      unmount();
    }
    expect(colours).toEqual({
      completed: 'rgb(46, 125, 50)',
      medium: 'rgb(168, 75, 0)',
      high: 'rgb(211, 47, 47)',
      other: 'rgb(117, 117, 117)',
    });
    expect(cell(column({ format: 'status' }), 'completed')).toBe('Filled');
    // the template's prefix names them in the module's words
    expect(cell(column({ format: 'status', option_prefix: 'request_status' }), 'high')).toBe('Urgent');
    expect(cell(column({ format: 'status' }), 'bogus')).toBe('');
  });

  it("shows the lock's holder behind a lock, and nothing for an unlocked row", () => {
    setLocale('nl');
    renderCell(column({ format: 'lock' }), 'Piet Planner');
    expect(screen.getByTestId('cell-locked-name').textContent).toBe('Piet Planner');
    expect(screen.getByLabelText('Vergrendeld door Piet Planner')).toBeTruthy();
    expect(cell(column({ format: 'lock' }), null)).toBe('');
    expect(cell(column({ format: 'lock' }), true)).toBe('Vergrendeld');
  });

  it('marks the first open date red when past or within a week, orange within four weeks, and nothing later', () => {
    setLocale('en');
    const at = (days: number) => addDays(today(), days);
    const shown = (days: number) => {
      const { container, unmount } = renderCell(column({ format: 'warning' }), at(days));
      const marked = container.querySelector('[data-testid^="cell-warning-"]')?.getAttribute('data-testid') ?? null;
      const text = container.textContent;
      unmount();
      return { marked, text };
    };
    expect(shown(-3).marked).toBe('cell-warning-red');
    expect(shown(7).marked).toBe('cell-warning-red');
    expect(shown(8).marked).toBe('cell-warning-orange');
    expect(shown(28)).toEqual({ marked: 'cell-warning-orange', text: `${at(28).split('-').reverse().join('-')} (within 4 weeks)` });
    expect(shown(-3).text).toBe(`${at(-3).split('-').reverse().join('-')} (past or within 1 week)`);
    expect(shown(29)).toEqual({ marked: null, text: at(29).split('-').reverse().join('-') });
    expect(cell(column({ format: 'warning' }), null)).toBe('');
  });
});

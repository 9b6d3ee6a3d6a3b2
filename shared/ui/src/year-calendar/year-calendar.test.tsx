/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import type { CalendarDays } from './lib/calendar-types';
import { CalendarHarness, installPointerEvent, type HarnessProps } from './testing/calendar-harness';

// November and December 2025 on weekdays. Monday 3 November: morning open, afternoon planned by two.
// Wednesday 5 November: both dayparts on vacation (disabled, CAL-DIS-02).
const DAYS: CalendarDays = {
  '2025-11-03': { dayparts: { 1: { open: true }, 2: { planned: true, staffing: [{ name: 'Eva' }, { name: 'Piet' }] } } },
  '2025-11-05': { dayparts: { 1: { vacation: true }, 2: { vacation: true } } },
};

let changes: string[][];
const renderCalendar = (props: HarnessProps = {}) => render(<CalendarHarness days={DAYS} onChange={(s) => changes.push(s)} {...props} />);
const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
const selectedDates = () => [...document.querySelectorAll('[aria-selected="true"]')].map((e) => e.getAttribute('data-date')).sort();
const november = () => screen.getByRole('grid', { name: /november 2025/i });
const mouse = { button: 0, pointerType: 'mouse', bubbles: true };

beforeAll(async () => {
  installPointerEvent();
  await setLocale('nl');
});
beforeEach(() => (changes = []));

describe('the year calendar: layout and labels', () => {
  it('shows a grid per month: WK, then MA..VR, week numbers as row headers, each day named with its dayparts', () => {
    renderCalendar();
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    const headers = within(november()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['WK', 'MA', 'DI', 'WO', 'DO', 'VR']);
    expect(
      within(november())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['45', '46', '47', '48']);
    expect(day('2025-11-03').getAttribute('aria-label')).toBe('maandag 3 november 2025, ochtend: open, middag: gepland (2 ingezet)');
    expect(day('2025-11-05').getAttribute('aria-label')).toBe(
      'woensdag 5 november 2025, ochtend: vakantie, middag: vakantie, niet te kiezen: afwezig of met vakantie',
    );
    expect(day('2025-11-05').getAttribute('aria-disabled')).toBe('true');
    // Saturday 1 November is no working day: not shown
    expect(day('2025-11-01')).toBeNull();
  });

  it('shows the Saturday column when Saturday is a working day, and reads English', async () => {
    await act(() => setLocale('en'));
    try {
      renderCalendar({ workingWeekend: { saturday: true, sunday: false } });
      expect(
        within(november())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['WK', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']);
      expect(day('2025-11-01')).not.toBeNull();
      expect(day('2025-11-03').getAttribute('aria-label')).toBe('Monday 3 November 2025, morning: open, afternoon: planned (2 staffed)');
    } finally {
      await act(() => setLocale('nl'));
    }
  });

  it('names the week schedule: a daypart it does not offer reads as such, a day it skips is disabled', () => {
    renderCalendar({ weekSchedule: [{ week_day: 1, daypart: 1 }] });
    expect(day('2025-11-10').getAttribute('aria-label')).toBe('maandag 10 november 2025, ochtend: leeg, middag: niet in het rooster');
    expect(day('2025-11-11').getAttribute('aria-label')).toMatch(/niet te kiezen: buiten het weekrooster$/);
    fireEvent.click(day('2025-11-11'));
    expect(changes).toEqual([]);
  });
});

describe('the year calendar: selecting', () => {
  it("a click selects a day and a second click deselects it; the popup counts '{n} days selected' and clears", () => {
    renderCalendar();
    fireEvent.click(day('2025-11-03'));
    expect(selectedDates()).toEqual(['2025-11-03']);
    expect(screen.getByTestId('year-calendar-selection').textContent).toContain('1 dag geselecteerd');
    fireEvent.click(day('2025-11-04'));
    expect(screen.getByTestId('year-calendar-selection').textContent).toContain('2 dagen geselecteerd');
    fireEvent.click(day('2025-11-04'));
    expect(selectedDates()).toEqual(['2025-11-03']);
    fireEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(selectedDates()).toEqual([]);
    expect(screen.queryByTestId('year-calendar-selection')).toBeNull();
    expect(changes).toEqual([['2025-11-03'], ['2025-11-03', '2025-11-04'], ['2025-11-03'], []]);
  });

  it('a disabled day cannot be selected (CAL-SEL-05), nor an absentee date with prevent (CAL-DIS-04)', () => {
    renderCalendar({ absentee: { dates: ['2025-11-06'], prevented: ['2025-11-06'] } });
    fireEvent.click(day('2025-11-05'));
    fireEvent.click(day('2025-11-06'));
    expect(changes).toEqual([]);
    expect(day('2025-11-06').getAttribute('aria-label')).toMatch(/niet te kiezen: al afwezig gemeld op een aanvraag$/);
  });

  it("an absentee date with 'warn' is only marked", () => {
    renderCalendar({ absentee: { dates: ['2025-11-06'], prevented: [] } });
    expect(day('2025-11-06').classList.contains('yc-warning')).toBe(true);
    expect(day('2025-11-06').getAttribute('aria-label')).toMatch(/al afwezig gemeld op een aanvraag$/);
    fireEvent.click(day('2025-11-06'));
    expect(changes).toEqual([['2025-11-06']]);
  });

  it('the month title, a weekday header and a week number toggle their group, skipping the disabled day (CAL-SEL-02)', () => {
    renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Week 45 selecteren of deselecteren' }));
    expect(selectedDates()).toEqual(['2025-11-03', '2025-11-04', '2025-11-06', '2025-11-07']);
    fireEvent.click(screen.getByRole('button', { name: 'Week 45 selecteren of deselecteren' }));
    expect(selectedDates()).toEqual([]);
    fireEvent.click(within(november()).getByRole('button', { name: 'WO: elke woensdag selecteren of deselecteren' }));
    expect(selectedDates()).toEqual(['2025-11-12', '2025-11-19', '2025-11-26']);
    fireEvent.click(screen.getByRole('button', { name: 'Alle dagen van november 2025 selecteren of deselecteren' }));
    expect(selectedDates()).toHaveLength(19);
    expect(selectedDates()).not.toContain('2025-11-05');
    fireEvent.click(screen.getByRole('button', { name: 'Alle dagen van november 2025 selecteren of deselecteren' }));
    expect(selectedDates()).toEqual([]);
  });

  it('a drag previews its range without selecting, then selects every enabled day on release, and deselects a fully selected range (CAL-SEL-03/04)', () => {
    renderCalendar();
    fireEvent.pointerDown(day('2025-11-04'), mouse);
    fireEvent.pointerOver(day('2025-11-06'), mouse);
    fireEvent.pointerOver(day('2025-11-11'), mouse);
    expect(changes).toEqual([]);
    expect(day('2025-11-07').classList.contains('yc-preview-select')).toBe(true);
    expect(day('2025-11-05').classList.contains('yc-preview-select')).toBe(false);
    expect(day('2025-11-12').classList.contains('yc-preview-select')).toBe(false);
    expect(day('2025-11-07').getAttribute('aria-selected')).toBe('false');
    fireEvent.pointerUp(day('2025-11-11'), mouse);
    fireEvent.click(november());
    expect(selectedDates()).toEqual(['2025-11-04', '2025-11-06', '2025-11-07', '2025-11-10', '2025-11-11']);
    expect(document.querySelector('.yc-preview-select')).toBeNull();
    // backwards over days that are all selected: the preview says deselect, the release deselects
    fireEvent.pointerDown(day('2025-11-10'), mouse);
    fireEvent.pointerOver(day('2025-11-06'), mouse);
    expect(day('2025-11-07').classList.contains('yc-preview-deselect')).toBe(true);
    fireEvent.pointerUp(day('2025-11-06'), mouse);
    expect(selectedDates()).toEqual(['2025-11-04', '2025-11-11']);
    expect(changes).toHaveLength(2);
  });

  it('Escape cancels a drag; a touch does not drag (the page scrolls), its tap toggles', () => {
    renderCalendar();
    fireEvent.pointerDown(day('2025-11-04'), mouse);
    fireEvent.pointerOver(day('2025-11-07'), mouse);
    fireEvent.keyDown(day('2025-11-04'), { key: 'Escape' });
    expect(document.querySelector('.yc-preview-select')).toBeNull();
    fireEvent.pointerUp(day('2025-11-07'), mouse);
    expect(changes).toEqual([]);
    fireEvent.pointerDown(day('2025-11-04'), { ...mouse, pointerType: 'touch' });
    fireEvent.pointerOver(day('2025-11-07'), { ...mouse, pointerType: 'touch' });
    expect(document.querySelector('.yc-preview-select')).toBeNull();
    fireEvent.click(day('2025-11-04'));
    expect(changes).toEqual([['2025-11-04']]);
  });
});

describe('the year calendar: tooltip', () => {
  it("opens one tooltip with the day's lines once the pointer rests on a day, none while dragging; a caller may draw its own", async () => {
    const { unmount } = renderCalendar();
    fireEvent.pointerOver(day('2025-11-03'), mouse);
    const tip = await screen.findByTestId('year-calendar-tooltip');
    expect([...tip.querySelectorAll(':scope > div > div')].map((line) => line.textContent)).toEqual([
      'maandag 3 november 2025',
      'ochtend: open',
      'middag: gepland (2 ingezet)',
    ]);
    fireEvent.pointerLeave(screen.getByTestId('year-calendar'), mouse);
    expect(screen.queryByTestId('year-calendar-tooltip')).toBeNull();
    fireEvent.pointerDown(day('2025-11-04'), mouse);
    fireEvent.pointerOver(day('2025-11-06'), mouse);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('year-calendar-tooltip')).toBeNull();
    fireEvent.pointerUp(day('2025-11-06'), mouse);
    unmount();

    renderCalendar({ renderTooltip: (date, data) => `${date}: ${data?.dayparts?.[2]?.planned ? 'Eva en Piet' : '-'}` });
    fireEvent.pointerOver(day('2025-11-03'), mouse);
    expect((await screen.findByTestId('year-calendar-tooltip')).textContent).toBe('2025-11-03: Eva en Piet');
  });
});

describe('the year calendar: keyboard', () => {
  it('one tab stop; arrows move it, Space and Enter toggle, Shift+arrows extend, Escape clears', () => {
    renderCalendar({ initial: ['2025-11-10'] });
    const stops = [...document.querySelectorAll('[role="gridcell"][tabindex="0"]')];
    expect(stops).toEqual([day('2025-11-10')]);
    day('2025-11-10').focus();
    fireEvent.keyDown(day('2025-11-10'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2025-11-11'));
    expect(day('2025-11-11').getAttribute('tabindex')).toBe('0');
    expect(day('2025-11-10').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(day('2025-11-11'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2025-11-18'));
    fireEvent.keyDown(day('2025-11-18'), { key: ' ' });
    expect(selectedDates()).toEqual(['2025-11-10', '2025-11-18']);
    fireEvent.keyDown(day('2025-11-18'), { key: 'Enter' });
    expect(selectedDates()).toEqual(['2025-11-10']);
    fireEvent.keyDown(day('2025-11-18'), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(day('2025-11-17'), { key: 'ArrowLeft', shiftKey: true });
    expect(document.activeElement).toBe(day('2025-11-14'));
    expect(selectedDates()).toEqual(['2025-11-10', '2025-11-14', '2025-11-17', '2025-11-18']);
    fireEvent.keyDown(day('2025-11-14'), { key: 'PageDown' });
    expect(document.activeElement).toBe(day('2025-12-15'));
    fireEvent.keyDown(day('2025-12-15'), { key: 'Escape' });
    expect(selectedDates()).toEqual([]);
  });
});

describe('the year calendar: read-only and locked', () => {
  it.each(['read-only', 'locked'] as const)('%s: nothing selects, no group buttons, the grid is read-only (CAL-SEL-05/06)', (mode) => {
    renderCalendar({ mode });
    fireEvent.click(day('2025-11-03'));
    fireEvent.keyDown(day('2025-11-03'), { key: ' ' });
    fireEvent.pointerDown(day('2025-11-03'), mouse);
    fireEvent.pointerOver(day('2025-11-07'), mouse);
    fireEvent.pointerUp(day('2025-11-07'), mouse);
    expect(changes).toEqual([]);
    expect(document.querySelector('.yc-preview-select')).toBeNull();
    expect(within(november()).queryAllByRole('button')).toEqual([]);
    expect(november().getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByText('De aanvraag is vergrendeld: er kunnen geen dagen worden geselecteerd.') !== null).toBe(mode === 'locked');
  });
});

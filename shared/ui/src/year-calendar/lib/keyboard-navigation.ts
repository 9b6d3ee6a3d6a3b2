import { addDays, addMonths, monthOf } from './iso-dates';

/** The dates the calendar shows, in order, with each date's place: what keyboard moves walk over. */
export interface ShownDates {
  dates: readonly string[];
  indexOf: ReadonlyMap<string, number>;
}

export function shownDates(dates: readonly string[]): ShownDates {
  return { dates, indexOf: new Map(dates.map((date, index) => [date, index])) };
}

const nearestShown = (shown: ShownDates, date: string): string | null => {
  // a month step can land on a hidden weekend day: take the next shown day of that month, else the one before
  const candidates = [1, 2, 3, 4, 5, 6].map((step) => addDays(date, step)).concat([1, 2, 3, 4, 5, 6].map((step) => addDays(date, -step)));
  return [date, ...candidates].find((candidate) => monthOf(candidate) === monthOf(date) && shown.indexOf.has(candidate)) ?? null;
};

/**
 * Where a key moves the focus from a day (the grid's roving focus): left and right by shown day,
 * up and down by week, PageUp and PageDown by month, Home and End to the first and last day of the
 * week row, Ctrl+Home and Ctrl+End to the first and last day shown. Null when the key is no move or
 * the move would leave the calendar.
 */
export function nextFocus(shown: ShownDates, from: string, key: string, ctrl = false): string | null {
  const index = shown.indexOf.get(from);
  if (index === undefined) return null;
  const weekOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
        return shown.dates[index + 1] ?? null;
      case 'ArrowLeft':
        return shown.dates[index - 1] ?? null;
      case 'ArrowDown':
        return addDays(from, 7);
      case 'ArrowUp':
        return addDays(from, -7);
      case 'PageDown':
        return nearestShown(shown, addMonths(from, 1));
      case 'PageUp':
        return nearestShown(shown, addMonths(from, -1));
      case 'Home':
      case 'End': {
        if (ctrl) return (key === 'Home' ? shown.dates[0] : shown.dates[shown.dates.length - 1]) ?? null;
        const row = shown.dates.filter((date) => monthOf(date) === monthOf(from) && weekOf(date) === weekOf(from));
        return (key === 'Home' ? row[0] : row[row.length - 1]) ?? null;
      }
      default:
        return null;
    }
  })();
  return target !== null && shown.indexOf.has(target) ? target : null;
}

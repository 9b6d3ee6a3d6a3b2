import { datesFromTo, isoWeekday } from './iso-dates';
import { nextFocus, shownDates } from './keyboard-navigation';

// September to December 2025 on weekdays (weekend columns hidden)
const SHOWN = shownDates(datesFromTo('2025-09-01', '2025-12-31').filter((d) => isoWeekday(d) <= 5));

describe('keyboard moves over the shown days (roving focus)', () => {
  it.each<[string, string, boolean, string | null]>([
    ['ArrowRight', '2025-11-04', false, '2025-11-05'],
    ['ArrowRight skips the hidden weekend', '2025-11-07', false, '2025-11-10'],
    ['ArrowLeft skips the hidden weekend', '2025-11-10', false, '2025-11-07'],
    ['ArrowRight crosses into the next month', '2025-10-31', false, '2025-11-03'],
    ['ArrowDown moves a week', '2025-11-04', false, '2025-11-11'],
    ['ArrowUp moves a week, across months', '2025-11-04', false, '2025-10-28'],
    ['PageDown moves a month', '2025-10-14', false, '2025-11-14'],
    ['PageDown onto a hidden Saturday takes the next shown day of that month', '2025-10-08', false, '2025-11-10'],
    ['PageUp onto a hidden Sunday at the end of a month takes the day before', '2025-12-31', false, '2025-11-28'],
    ['Home goes to the first day of the week row', '2025-11-06', false, '2025-11-03'],
    ['End goes to the last day of the week row', '2025-11-04', false, '2025-11-07'],
    ['End stays inside the month in a week that spans two months', '2025-10-28', false, '2025-10-31'],
    ['Ctrl+Home goes to the first day shown', '2025-11-06', true, '2025-09-01'],
    ['Ctrl+End goes to the last day shown', '2025-11-06', true, '2025-12-31'],
    ['ArrowLeft on the first day stays put', '2025-09-01', false, null],
    ['ArrowDown past the last month stays put', '2025-12-29', false, null],
    ['PageUp before the first month stays put', '2025-09-10', false, null],
    ['Enter is no move', '2025-11-04', false, null],
  ])('%s', (label, from, ctrl, to) => {
    const key = label.replace(/^Ctrl\+/, '').split(' ')[0]!;
    expect(nextFocus(SHOWN, from, key, ctrl)).toBe(to);
  });
});

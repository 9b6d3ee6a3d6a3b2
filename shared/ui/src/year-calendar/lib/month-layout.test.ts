import { monthLayout, periodMonths } from './month-layout';
import { resolveWorkingWeekend, visibleWeekdays } from './working-days';

const WEEKDAYS = visibleWeekdays({ saturday: false, sunday: false });
const ALL_DAYS = visibleWeekdays({ saturday: true, sunday: true });

describe('visible week days (CAL-PAGE-06: WK, then MO..SU with Saturday and Sunday only when working days)', () => {
  it.each([
    [{ saturday: false, sunday: false }, [1, 2, 3, 4, 5]],
    [{ saturday: true, sunday: false }, [1, 2, 3, 4, 5, 6]],
    [{ saturday: false, sunday: true }, [1, 2, 3, 4, 5, 7]],
    [{ saturday: true, sunday: true }, [1, 2, 3, 4, 5, 6, 7]],
  ])('%j shows %j', (weekend, columns) => {
    expect(visibleWeekdays(weekend)).toEqual(columns);
  });

  it.each([
    ['neither setting nor schedule', { saturday: false, sunday: false }, null, { saturday: false, sunday: false }],
    ['the Saturday setting', { saturday: true, sunday: false }, null, { saturday: true, sunday: false }],
    [
      'a schedule that works on Sunday',
      { saturday: false, sunday: false },
      [{ week_day: 7, daypart: 1 }],
      { saturday: false, sunday: true },
    ],
    ['a schedule of weekdays only', { saturday: false, sunday: false }, [{ week_day: 1, daypart: 1 }], { saturday: false, sunday: false }],
  ])('a weekend day is a working day by %s (CONST-05)', (_, settings, schedule, expected) => {
    expect(resolveWorkingWeekend(settings, schedule)).toEqual(expected);
  });
});

describe('the months of a period', () => {
  it('a school year touches twelve months, August to July', () => {
    expect(periodMonths('2025-08-01', '2026-07-31')).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
  });

  it.each([
    ['2025-11-15', '2025-11-20', ['2025-11']],
    ['2025-11-30', '2025-12-01', ['2025-11', '2025-12']],
    ['2025-12-20', '2026-01-05', ['2025-12', '2026-01']],
  ])('%s to %s touches %j', (start, end, months) => {
    expect(periodMonths(start, end)).toEqual(months);
  });
});

describe('a month grid (ISO weeks, Monday first)', () => {
  it('November 2025 on weekdays: the week of Saturday 1 and Sunday 2 is dropped, weeks 45 to 48', () => {
    const grid = monthLayout('2025-11', WEEKDAYS);
    expect(grid.weeks.map((w) => w.week)).toEqual([45, 46, 47, 48]);
    expect(grid.weeks[0]!.cells).toEqual(['2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06', '2025-11-07']);
    expect(grid.dates).toHaveLength(20);
    expect(grid.dates).not.toContain('2025-11-01');
  });

  it('November 2025 with the weekend: week 44 holds only Saturday 1 and Sunday 2, Sunday 30 closes week 48', () => {
    const grid = monthLayout('2025-11', ALL_DAYS);
    expect(grid.weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48]);
    expect(grid.weeks[0]!.cells).toEqual([null, null, null, null, null, '2025-11-01', '2025-11-02']);
    expect(grid.weeks[4]!.cells[6]).toBe('2025-11-30');
    expect(grid.dates).toHaveLength(30);
  });

  it('December 2025 ends in week 1 of 2026; January 2027 starts in week 53 of 2026', () => {
    expect(monthLayout('2025-12', WEEKDAYS).weeks.map((w) => w.week)).toEqual([49, 50, 51, 52, 1]);
    const january = monthLayout('2027-01', WEEKDAYS);
    expect(january.weeks[0]).toEqual({ week: 53, cells: [null, null, null, null, '2027-01-01'] });
  });

  it('a Sunday-only column keeps Sunday next to the weekdays', () => {
    const grid = monthLayout('2026-03', visibleWeekdays({ saturday: false, sunday: true }));
    expect(grid.weekdays).toEqual([1, 2, 3, 4, 5, 7]);
    expect(grid.weeks[0]).toEqual({ week: 9, cells: [null, null, null, null, null, '2026-03-01'] });
  });
});

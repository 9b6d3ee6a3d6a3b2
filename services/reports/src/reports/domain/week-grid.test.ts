import { isoWeek, isoWeekday, shownWeekdays, weekGrid } from './week-grid';

describe('week grid (RPT-SCH-01/02)', () => {
  it('names ISO weeks, the week of the Thursday', () => {
    expect(isoWeek('2026-11-18')).toBe('2026-W47');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('shows Saturday and Sunday only when they are working days', () => {
    expect(shownWeekdays({ saturday: false, sunday: false })).toEqual([1, 2, 3, 4, 5]);
    expect(shownWeekdays({ saturday: true, sunday: false })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a row per week with the counts of each date, and collapses a run of empty weeks into one row', () => {
    const counts = new Map<string, Record<string, number>>([
      ['2026-11-03', { open: 2, filled: 1 }],
      ['2026-12-02', { closed: 1 }],
    ]);
    const rows = weekGrid('2026-11-01', '2026-12-06', counts, [1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.week)).toEqual(['2026-W44', '2026-W45', '2026-W46 – 2026-W48', '2026-W49']);
    // 2026-11-01 is a Sunday: its week has no weekday in the period, so it is empty on its own
    expect(rows[1]).toEqual({ week: '2026-W45', day_1: null, day_2: { open: 2, filled: 1 }, day_3: null, day_4: null, day_5: null });
    expect(rows[2]).toEqual({ week: '2026-W46 – 2026-W48', day_1: null, day_2: null, day_3: null, day_4: null, day_5: null });
    expect(rows[3]!.day_3).toEqual({ closed: 1 });
  });

  it('leaves out dates outside the period even in a week with data', () => {
    const rows = weekGrid(
      '2026-11-04',
      '2026-11-05',
      new Map([
        ['2026-11-03', { open: 1 }],
        ['2026-11-04', { open: 3 }],
      ]),
      [1, 2, 3, 4, 5],
    );
    expect(rows).toEqual([{ week: '2026-W45', day_1: null, day_2: null, day_3: { open: 3 }, day_4: null, day_5: null }]);
  });
});

import {
  groupStatus,
  requestStatus,
  requestWarning,
  statusCondition,
  statusCounts,
  type RequestProgress,
  type RequestStatus,
} from './request-status';

const TODAY = '2026-11-18'; // a Wednesday

const progress = (first_open_date: string | null, open_dayparts = 1, dayparts_count = 4): RequestProgress => ({
  dayparts_count,
  open_dayparts,
  first_open_date,
});

describe('request status and warning (DOMAIN: completed, else high within 1 week, medium within 4 weeks, other later)', () => {
  it.each<[string, RequestProgress, RequestStatus, 'red' | 'orange' | null]>([
    ['no dayparts yet', progress(null, 0, 0), 'other', null],
    ['every daypart planned or closed', progress(null, 0, 4), 'completed', null],
    ['first open daypart in the past', progress('2026-11-02'), 'high', 'red'],
    ['first open daypart yesterday', progress('2026-11-17'), 'high', 'red'],
    ['first open daypart today', progress('2026-11-18'), 'high', 'red'],
    ['first open daypart in 7 days', progress('2026-11-25'), 'high', 'red'],
    ['first open daypart in 8 days', progress('2026-11-26'), 'medium', 'orange'],
    ['first open daypart in 28 days', progress('2026-12-16'), 'medium', 'orange'],
    ['first open daypart in 29 days', progress('2026-12-17'), 'other', null],
    ['first open daypart next year', progress('2027-03-01'), 'other', null],
    ['across a month end', progress('2026-12-01'), 'medium', 'orange'],
  ])('%s', (_case, given, status, warning) => {
    expect(requestStatus(given, TODAY)).toBe(status);
    expect(requestWarning(given, TODAY)).toBe(warning);
  });

  it('counts across the daylight-saving change in days, not hours', () => {
    // 2026-10-25 is the last Sunday of October: the clocks go back in Europe/Amsterdam
    expect(requestStatus(progress('2026-10-29'), '2026-10-22')).toBe('high');
    expect(requestStatus(progress('2026-10-30'), '2026-10-22')).toBe('medium');
  });

  it('agrees with the list filter bounds for every status', () => {
    const dates = ['2026-11-01', '2026-11-18', '2026-11-25', '2026-11-26', '2026-12-16', '2026-12-17', '2027-02-01'];
    for (const date of dates) {
      const status = requestStatus(progress(date), TODAY);
      const matches = (['high', 'medium', 'other'] as const).filter((s) => {
        const c = statusCondition(s, TODAY);
        if (c.kind === 'open') return (!c.from || date >= c.from) && date <= c.to;
        if (c.kind === 'other') return date >= c.from;
        return false;
      });
      expect({ date, matches }).toEqual({ date, matches: [status] });
    }
    expect(statusCondition('completed', TODAY)).toEqual({ kind: 'completed' });
  });
});

describe('request group status (the high row rule of docs/requests.md)', () => {
  it.each<[RequestStatus[], RequestStatus]>([
    [[], 'other'],
    [['completed', 'completed'], 'completed'],
    [['completed', 'other'], 'other'],
    [['completed', 'medium', 'other'], 'medium'],
    [['other', 'medium', 'high', 'completed'], 'high'],
  ])('%j is %s', (statuses, expected) => {
    expect(groupStatus(statuses)).toBe(expected);
  });

  it('counts the statuses for the status bar', () => {
    expect(statusCounts(['high', 'high', 'completed'])).toEqual({ completed: 1, high: 2, medium: 0, other: 0 });
  });
});

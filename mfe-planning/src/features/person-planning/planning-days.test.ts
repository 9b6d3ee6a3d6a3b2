import { calendarView, daypart } from '../../testing/render';
import { calendarDaypart, firstWeek, markedDays, markingBody, personWorkingWeekend, weekDates } from './planning-days';

describe('person-planning days', () => {
  it('shows the person-planning states in the calendar: staffed as planned, absent without blocking the day', () => {
    expect(calendarDaypart(daypart(1, { status: 'staffed', planned: { request: 3, branch: 'De Vlinder' } }))).toEqual({ planned: true });
    expect(calendarDaypart(daypart(1, { status: 'absent', availability: 'absent' }))).toEqual({ current_state: 'absence' });
    expect(calendarDaypart(daypart(1))).toEqual({ available: true });
    expect(calendarDaypart(daypart(1, { status: 'unavailable', availability: 'unavailable' }))).toEqual({});
  });

  it('submits only the checked dayparts: a planned one never, an unchecked one not, a day without one drops out', () => {
    const view = calendarView('2027-03-01', '2027-03-07', {
      '2027-03-03': [daypart(1, { status: 'staffed', planned: { request: 3, branch: 'De Vlinder' } }), daypart(2)],
      '2027-03-04': [daypart(1, { status: 'staffed', planned: { request: 3, branch: 'De Vlinder' } }), daypart(2)],
    });
    const marks = markedDays(view, new Set(['2027-03-02', '2027-03-03', '2027-03-04']), new Set(['2027-03-02:2', '2027-03-04:2']));
    expect(markingBody('absent', marks)).toEqual({ action: 'absent', dayparts: { '2027-03-02': [1], '2027-03-03': [2] } });
    expect(markingBody('clear', markedDays(view, new Set(['2027-03-04']), new Set(['2027-03-04:2'])))).toBeNull();
  });

  it('counts Saturday and Sunday as working days only when the default week or a day of the range makes them so', () => {
    const view = calendarView('2027-03-01', '2027-03-07');
    expect(personWorkingWeekend(view)).toEqual({ saturday: false, sunday: false });
    expect(personWorkingWeekend({ ...view, defaults: { '6': { '1': 'available' } } })).toEqual({ saturday: true, sunday: false });
    const sunday = calendarView('2027-03-01', '2027-03-07', { '2027-03-07': [daypart(1, { source: 'marked' }), daypart(2)] });
    expect(personWorkingWeekend(sunday)).toEqual({ saturday: false, sunday: true });
  });

  it("opens the list on today's week inside the range, else the range's first, and keeps a week within the range", () => {
    expect(firstWeek('2027-03-03', '2027-04-30', '2027-03-18')).toBe('2027-03-15');
    expect(firstWeek('2027-03-03', '2027-04-30', '2026-11-26')).toBe('2027-03-01');
    expect(weekDates('2027-03-01', '2027-03-03', '2027-04-30')).toEqual([
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
  });
});

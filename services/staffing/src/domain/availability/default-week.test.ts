import { effectiveAvailability } from '../matching/availability-rule';
import { weekAfter } from './default-week';

describe('a default week after a change', () => {
  // Monday 5 July 2027 and Saturday 10 July 2027
  const current = new Map([['1:1', 'unavailable' as const]]);

  it('sets the listed slots, drops those set to null, keeps the rest, and names the changed slots of a date', () => {
    const week = weekAfter(current, [
      { week_day: 1, daypart: 1, state: null },
      { week_day: 6, daypart: 2, state: 'available' },
    ]);
    // Monday morning falls back to the working week (available); Saturday afternoon is available by default now
    expect(effectiveAvailability('2027-07-05', 1, undefined, week.after)).toEqual({ state: 'available', source: 'week' });
    expect(effectiveAvailability('2027-07-10', 2, undefined, week.after)).toEqual({ state: 'available', source: 'default' });
    expect([week.named('2027-07-05', 1), week.named('2027-07-05', 2), week.named('2027-07-10', 2)]).toEqual([true, false, true]);
    // the current week is left as it was
    expect(current.get('1:1')).toBe('unavailable');
  });
});

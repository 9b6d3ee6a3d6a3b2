import { foldAvailability, isNoAvailabilityChange, markChanges, weekChanges } from './availability-change-mail';

/** ID-PERM-14 availability change: what a burst of a person's changes adds up to (ADR 0345). */
describe('ID-PERM-14 availability changes fold', () => {
  const june7 = { date: '2027-06-07', daypart: 1 as const };
  const june8 = { date: '2027-06-08', daypart: 2 as const };

  it('ID-PERM-14: a mark to its own state is no change; the first state before and the last after count', () => {
    const first = markChanges(new Map([['2027-06-07:1', 'available']]), [june7, june8], 'available');
    expect(first.days).toEqual({ '2027-06-08:2': { from: null, to: 'available' } });
    const later = markChanges(new Map([['2027-06-08:2', 'available']]), [june8], 'unavailable');
    expect(foldAvailability(first, later).days).toEqual({ '2027-06-08:2': { from: null, to: 'unavailable' } });
  });

  it('ID-PERM-14: a daypart set back within the burst, or a default slot set back, leaves nothing to tell', () => {
    const marked = markChanges(new Map(), [june7], 'absent');
    const cleared = markChanges(new Map([['2027-06-07:1', 'absent']]), [june7], null);
    expect(isNoAvailabilityChange(foldAvailability(marked, cleared))).toBe(true);
    const set = weekChanges(undefined, [{ week_day: 1, daypart: 1, state: 'unavailable' }]);
    const unset = weekChanges(new Map([['1:1', 'unavailable']]), [{ week_day: 1, daypart: 1, state: null }]);
    expect(set.week).toEqual({ '1:1': { from: null, to: 'unavailable' } });
    expect(isNoAvailabilityChange(foldAvailability(set, unset))).toBe(true);
  });
});

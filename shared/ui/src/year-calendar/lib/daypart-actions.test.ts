import { WEEKDAYS_ONLY } from '@app/contracts';
import type { CalendarDaypart } from './calendar-types';
import { allowedActions, applyDaypartAction, checkedDayparts, isActionAllowed, type DaypartAction } from './daypart-actions';

const allowed = (daypart: CalendarDaypart) =>
  (['add', 'open', 'close', 'delete', 'unplan', 'toggle'] as DaypartAction[]).filter((a) => isActionAllowed(a, daypart));

describe('the actions a marked daypart allows (CAL-MARK-04..08)', () => {
  it.each<[string, CalendarDaypart, DaypartAction[]]>([
    ['an empty daypart: add, and the default toggle', {}, ['add', 'toggle']],
    ['not_planned: close and toggle, no second add', { not_planned: true }, ['close', 'toggle']],
    ['closed: open and delete, no add or close', { closed: true }, ['open', 'delete', 'toggle']],
    ['closed and not_planned: still no close (CAL-MARK-06)', { closed: true, not_planned: true }, ['open', 'delete', 'toggle']],
    ['planned: only unplan; no toggle (CAL-MARK-07/08)', { planned: true }, ['unplan']],
    ['staffed by one person: no toggle (CAL-MARK-08)', { staffing: [{ name: 'Eva' }] }, ['add']],
    ['staffed as a count', { staffing: 2 }, ['add']],
    ['staffed by nobody (an empty list)', { staffing: [] }, ['add', 'toggle']],
    [
      'current_state absent_but_available: add (CAL-MARK-04)',
      { current_state: 'absent_but_available', not_planned: true },
      ['add', 'close', 'toggle'],
    ],
    ['current_state vacation_but_available: add', { current_state: 'vacation_but_available' }, ['add', 'toggle']],
    ['current_state absented: no add, even when nothing else is set', { current_state: 'absented' }, ['toggle']],
    [
      'a non-working day with plannable vacation: add even when not_planned',
      { non_working_day: true, plannable_vacation: true, not_planned: true },
      ['add', 'close', 'toggle'],
    ],
    [
      'a non-working day (named) with a plannable vacation flag',
      { non_working_day: { type: 'holiday', name: 'Kerst' }, vacation: { plannable: true }, closed: true },
      ['add', 'open', 'delete', 'toggle'],
    ],
    ['a non-working day without plannable vacation, closed: no add', { non_working_day: true, closed: true }, ['open', 'delete', 'toggle']],
  ])('%s', (_, daypart, actions) => {
    expect(allowed(daypart)).toEqual(actions);
  });

  it.each([
    ['the schedule offers the morning on Monday', 1, 1, ['add', 'toggle']],
    ['the schedule does not offer the afternoon on Monday (CAL-MARK-09)', 1, 2, []],
    ['the schedule offers nothing on Tuesday', 2, 1, []],
  ] as const)('%s', (_, weekday, daypart, actions) => {
    expect(allowedActions(weekday, daypart, {}, [{ week_day: 1, daypart: 1 }], WEEKDAYS_ONLY)).toEqual(actions);
  });

  it('without a schedule both dayparts of a working day are offered, none of a weekend day that is not one', () => {
    expect(allowedActions(2, 2, { planned: true }, null, WEEKDAYS_ONLY)).toEqual(['unplan']);
    expect(allowedActions(6, 2, { planned: true }, null, WEEKDAYS_ONLY)).toEqual([]);
    expect(allowedActions(6, 2, { planned: true }, null, { saturday: true, sunday: false })).toEqual(['unplan']);
  });
});

describe('toggle effects (CAL-MARK-03)', () => {
  const flags = (d: CalendarDaypart) => ({ planned: !!d.planned, not_planned: !!d.not_planned, closed: !!d.closed });
  it.each<[DaypartAction, CalendarDaypart, ReturnType<typeof flags>]>([
    ['add', {}, { planned: false, not_planned: true, closed: false }],
    ['unplan', { planned: true }, { planned: false, not_planned: true, closed: false }],
    ['open', { closed: true }, { planned: false, not_planned: true, closed: false }],
    ['close', { not_planned: true }, { planned: false, not_planned: false, closed: true }],
    ['delete', { closed: true, not_planned: true }, { planned: false, not_planned: false, closed: false }],
    ['toggle', {}, { planned: false, not_planned: true, closed: false }],
    ['toggle', { not_planned: true }, { planned: false, not_planned: false, closed: false }],
  ])('%s on %j', (action, before, after) => {
    expect(flags(applyDaypartAction(action, before))).toEqual(after);
  });

  it('keeps the other flags of the daypart', () => {
    expect(applyDaypartAction('add', { vacation: true, staffing: 1 })).toMatchObject({ vacation: true, staffing: 1 });
  });
});

describe('only checked dayparts are submitted (CAL-MARK-10)', () => {
  it('keeps the checked dayparts and drops days without one', () => {
    expect(
      checkedDayparts({
        '2025-11-03': { 1: { checked: true }, 2: { checked: false } },
        '2025-11-04': { 1: { checked: false }, 2: {} },
        '2025-11-05': { 1: { checked: true }, 2: { checked: true } },
      }),
    ).toEqual({ '2025-11-03': [1], '2025-11-05': [1, 2] });
  });
});

import type { CalendarDaypart } from './calendar-types';
import { COLOUR_CLASSES, colourClassOf, staffingShade } from './colour-class';

describe('the colour class of a daypart (CAL-PAGE-08)', () => {
  it('knows the nineteen classes of the spec', () => {
    expect(COLOUR_CLASSES).toHaveLength(19);
  });

  it.each<[string, CalendarDaypart | undefined, string | null]>([
    ['no data', undefined, null],
    ['no flags', {}, null],
    ['current_state naming a class wins', { current_state: 'absent_but_available', planned: true }, 'absent_but_available'],
    ['current_state absented', { current_state: 'absented' }, 'absented'],
    ['an unknown current_state is ignored', { current_state: 'something', open: true }, 'open'],
    ['planned', { planned: true, open: true }, 'planned'],
    ['planned during a vacation', { planned: true, vacation: true }, 'planned_during_vacation'],
    ['the planned_during_vacation flag', { planned_during_vacation: true }, 'planned_during_vacation'],
    ['reserved before invited', { reserved: true, invited: true }, 'reserved'],
    ['invited', { invited: true, open: true }, 'invited'],
    ['confirm_invite counts as invited', { confirm_invite: true }, 'invited'],
    ['closed', { closed: true, not_planned: true }, 'closed'],
    ['reported absent', { absence: true, open: true }, 'absence'],
    ['on vacation', { vacation: true }, 'vacation'],
    ['on a plannable vacation', { vacation: { plannable: true } }, 'plannable_vacation'],
    ['plannable_vacation flag', { plannable_vacation: true }, 'plannable_vacation'],
    ['a non-working day', { non_working_day: { type: 'holiday', name: 'Kerst' } }, 'non_working_day'],
    ['not_planned before open', { not_planned: true, open: true }, 'not_planned'],
    ['open', { open: true }, 'open'],
    ['available', { available: true }, 'available'],
    ['high before medium and completed', { high: true, medium: true, completed: true }, 'high'],
    ['medium before completed', { medium: true, completed: true }, 'medium'],
    ['completed', { completed: true }, 'completed'],
    ['assigned', { assigned: true }, 'assigned'],
  ])('%s', (_, daypart, colour) => {
    expect(colourClassOf(daypart)).toBe(colour);
  });
});

describe('staffing shading (CAL-PAGE-09: 1 light, 2 medium, 3 or more dark)', () => {
  it.each<[CalendarDaypart | undefined, string | null]>([
    [undefined, null],
    [{}, null],
    [{ staffing: 0 }, null],
    [{ staffing: [] }, null],
    [{ staffing: 1 }, 'light'],
    [{ staffing: [{ name: 'Eva' }] }, 'light'],
    [{ staffing: 2 }, 'medium'],
    [{ staffing: [{ name: 'Eva' }, { name: 'Piet', function: 'leerkracht' }] }, 'medium'],
    [{ staffing: 3 }, 'dark'],
    [{ staffing: 7 }, 'dark'],
  ])('%j is %s', (daypart, shade) => {
    expect(staffingShade(daypart)).toBe(shade);
  });
});

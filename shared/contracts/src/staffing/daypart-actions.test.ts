import {
  addFlagsOfState,
  DAYPART_ACTIONS,
  DAYPART_STATES,
  daypartCalendarFlags,
  isAddAllowed,
  isAddAllowedOn,
  isDaypartActionAllowed,
  STATE_AFTER,
  type AddRuleDaypart,
  type DaypartAction,
  type DaypartState,
} from './daypart-actions';

/** Spec 000 section 4 'Daypart actions' on the server: which action each state allows. */
const ALLOWED: Record<DaypartAction, (DaypartState | null)[]> = {
  add: [null, 'removed'],
  close: ['open', 'invited', 'reserved'],
  open: ['closed'],
  delete: ['closed'],
  unplan: ['planned'],
  plan: ['open', 'invited', 'reserved'],
  clear_fulfilled: ['planned'],
};

describe('daypart action preconditions', () => {
  const states: (DaypartState | null)[] = [null, ...DAYPART_STATES];
  it.each(DAYPART_ACTIONS.flatMap((action) => states.map((state) => [action, state] as const)))('%s on %s', (action, state) => {
    expect(isDaypartActionAllowed(action, state)).toBe(ALLOWED[action].includes(state));
  });

  it('leaves every allowed action in a state from which the calendar toggle effects follow', () => {
    expect(STATE_AFTER).toEqual({
      add: 'open',
      close: 'closed',
      open: 'open',
      delete: 'removed',
      unplan: 'open',
      plan: 'planned',
      clear_fulfilled: 'closed',
    });
  });
});

describe('calendar flags of a request daypart', () => {
  it('shows open, invited and reserved as not planned, and names the planned person', () => {
    expect(daypartCalendarFlags('invited', null)).toMatchObject({ not_planned: true, invited: true, planned: false, open: false });
    expect(daypartCalendarFlags('planned', 'Sanne de Vries')).toMatchObject({
      planned: true,
      not_planned: false,
      staffing: [{ name: 'Sanne de Vries' }],
    });
    expect(daypartCalendarFlags('closed', null)).toMatchObject({ closed: true, not_planned: false, staffing: [] });
  });
});

describe('CAL-MARK-04: the add rule, one home for the screens and the service', () => {
  it.each<[string, AddRuleDaypart, boolean]>([
    ['absent but available: add, though the daypart waits already', { current_state: 'absent_but_available', not_planned: true }, true],
    ['vacation but available: add', { current_state: 'vacation_but_available' }, true],
    ['another current state (absented): no add, even on an empty daypart', { current_state: 'absented' }, false],
    ['absence: no add', { current_state: 'absence' }, false],
    [
      'a plannable vacation on a non-working day: add, even when closed',
      { non_working_day: true, plannable_vacation: true, closed: true },
      true,
    ],
    [
      'a named non-working day whose vacation is plannable: add, even when planned',
      { non_working_day: { type: 'holiday', name: 'Kerstvakantie' }, vacation: { plannable: true }, planned: true },
      true,
    ],
    ['a non-working day without a plannable vacation: the daypart rule (closed: no add)', { non_working_day: true, closed: true }, false],
    [
      'a plannable vacation on a working day: the daypart rule (not_planned: no add)',
      { plannable_vacation: true, not_planned: true },
      false,
    ],
    ['an empty daypart: add', {}, true],
    ['planned: no add', { planned: true }, false],
    ['not_planned: no add', { not_planned: true }, false],
    ['closed: no add', { closed: true }, false],
  ])('%s', (_, daypart, allowed) => {
    expect(isAddAllowed(daypart)).toBe(allowed);
  });

  it("is the service's add precondition on a request's daypart: without its date's state, only where there is none, or a removed one", () => {
    for (const state of [null, ...DAYPART_STATES])
      expect([state, isDaypartActionAllowed('add', state)]).toEqual([state, isAddAllowed(addFlagsOfState(state))]);
  });

  it("CAL-MARK-04: adds a request's live planned or closed daypart again where its date is absent or on vacation but available", () => {
    const allowed = (day: AddRuleDaypart | undefined) => [null, ...DAYPART_STATES].filter((state) => isAddAllowedOn(state, day));
    expect(allowed(undefined)).toEqual([null, 'removed']);
    expect(allowed({ current_state: 'absent_but_available' })).toEqual([null, ...DAYPART_STATES]);
    expect(allowed({ current_state: 'vacation_but_available' })).toEqual([null, ...DAYPART_STATES]);
    expect(allowed({ current_state: 'absented' })).toEqual([]);
    expect(allowed({ non_working_day: { type: 'weekend', name: 'saturday' }, plannable_vacation: true })).toEqual([
      null,
      ...DAYPART_STATES,
    ]);
    for (const state of [null, ...DAYPART_STATES])
      expect(isDaypartActionAllowed('add', state, { current_state: 'absent_but_available' })).toBe(true);
  });
});

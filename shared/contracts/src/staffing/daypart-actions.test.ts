import {
  DAYPART_ACTIONS,
  DAYPART_STATES,
  daypartCalendarFlags,
  isDaypartActionAllowed,
  STATE_AFTER,
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

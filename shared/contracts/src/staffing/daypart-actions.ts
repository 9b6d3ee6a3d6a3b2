/**
 * What can happen to a request's dayparts (spec 000 section 4 'Daypart actions', DOMAIN 'Dayparts
 * and requests'): the states, the actions with their preconditions and effects, and the reason each
 * action needs. Pure, so the service enforces and the screens offer exactly the same rules.
 */

/** Dayparts of a day: 1 the morning, 2 the afternoon. */
export const DAYPART_NUMBERS = [1, 2] as const;
export type DaypartNumber = (typeof DAYPART_NUMBERS)[number];

/**
 * A daypart of a request: `open` needs a substitute, `invited` and `reserved` (matching)
 * wait for one, `planned` has one, `closed` no longer needs one, `removed` is no longer part of the
 * request (kept for the timeline).
 */
export const DAYPART_STATES = ['open', 'invited', 'reserved', 'planned', 'closed', 'removed'] as const;
export type DaypartState = (typeof DAYPART_STATES)[number];

/** The states that still need a substitute: they count as open for the status and the first open daypart. */
export const OPEN_STATES: readonly DaypartState[] = ['open', 'invited', 'reserved'];

export const isOpenState = (state: DaypartState): boolean => OPEN_STATES.includes(state);

/** The daypart actions of the Schedule tab (REQ-DP-01). */
export const DAYPART_ACTIONS = ['add', 'close', 'open', 'delete', 'unplan', 'plan', 'clear_fulfilled'] as const;
export type DaypartAction = (typeof DAYPART_ACTIONS)[number];

/** The actions the reasons for dayparts of master data name (MD-DPR-01). */
export const REASON_ACTIONS = ['add', 'close', 'delete', 'open', 'unplan'] as const;
export type ReasonAction = (typeof REASON_ACTIONS)[number];

/**
 * The reasons for dayparts an action asks for (REQ-DP-02): the five of master data by their own
 * name; clear fulfilled ends the dayparts closed, so it asks a closing reason; plan (a planner
 * assigning a person, as an accepted invitation will) asks none.
 */
export const REASON_ACTION_OF: Readonly<Record<DaypartAction, ReasonAction | null>> = {
  add: 'add',
  close: 'close',
  open: 'open',
  delete: 'delete',
  unplan: 'unplan',
  plan: null,
  clear_fulfilled: 'close',
};

/** States in which a person, though absent or on vacation, can still be planned (CAL-MARK-04). */
export const AVAILABLE_ANYWAY_STATES = ['absent_but_available', 'vacation_but_available'] as const;

/** What the add rule reads of a daypart: the flags of a calendar cell or marked day (spec 000 section 3). */
export interface AddRuleDaypart {
  planned?: boolean;
  not_planned?: boolean;
  closed?: boolean;
  current_state?: string | null;
  non_working_day?: boolean | { type?: string; name?: string };
  plannable_vacation?: boolean;
  vacation?: boolean | { plannable?: boolean };
}

/** A vacation that allows planning: its plannable flag, or the daypart's plannable_vacation. */
export const isPlannableVacation = (daypart: Pick<AddRuleDaypart, 'plannable_vacation' | 'vacation'>): boolean =>
  !!daypart.plannable_vacation || (typeof daypart.vacation === 'object' && !!daypart.vacation.plannable);

/**
 * Whether add is allowed on a daypart (CAL-MARK-04), the one home of the rule for every screen and
 * the service: with a current_state, only when it is absent_but_available or vacation_but_available;
 * otherwise on a non-working day with a plannable vacation; otherwise only when the daypart is not
 * planned, not not_planned and not closed.
 */
export function isAddAllowed(daypart: AddRuleDaypart): boolean {
  if (daypart.current_state) return (AVAILABLE_ANYWAY_STATES as readonly string[]).includes(daypart.current_state);
  if (daypart.non_working_day && isPlannableVacation(daypart)) return true;
  return !daypart.planned && !daypart.not_planned && !daypart.closed;
}

/** The add rule's flags of a request's daypart in a state (`null`: the request has none there). */
export const addFlagsOfState = (state: DaypartState | null): AddRuleDaypart => ({
  planned: state === 'planned',
  not_planned: state !== null && isOpenState(state),
  closed: state === 'closed',
});

/**
 * The add rule (CAL-MARK-04) on a request's daypart: its date's state as the server answers it
 * (`RequestCalendarContext.days`: current state, non-working day, plannable vacation) with the
 * daypart's own flags (none where the request has none, or a removed one). The Schedule tab offers
 * add and the service takes it by this one call, so a live planned or closed daypart on a date the
 * absentee is absent but available is added again on both.
 */
export const isAddAllowedOn = (state: DaypartState | null, day: AddRuleDaypart | undefined): boolean =>
  isAddAllowed({ ...day, ...addFlagsOfState(state) });

/**
 * Whether an action may be taken on a daypart in a state (`null`: the request has no such daypart):
 * add by the add rule on the state of the daypart's date (`day`; CAL-MARK-04, `isAddAllowedOn`);
 * close where it still needs a substitute; open and delete only when closed; unplan and clear
 * fulfilled only when planned; plan where it still needs a substitute.
 */
export function isDaypartActionAllowed(action: DaypartAction, state: DaypartState | null, day?: AddRuleDaypart): boolean {
  switch (action) {
    case 'add':
      return isAddAllowedOn(state, day);
    case 'close':
    case 'plan':
      return state !== null && isOpenState(state);
    case 'open':
    case 'delete':
      return state === 'closed';
    case 'unplan':
    case 'clear_fulfilled':
      return state === 'planned';
  }
}

/**
 * A daypart's state after an action (CAL-MARK-03 on the server): add, unplan and open leave it
 * open; close and clear fulfilled close it; delete removes it; plan plans it. Unplan and clear
 * fulfilled take the person off.
 */
export const STATE_AFTER: Readonly<Record<DaypartAction, DaypartState>> = {
  add: 'open',
  close: 'closed',
  open: 'open',
  delete: 'removed',
  unplan: 'open',
  plan: 'planned',
  clear_fulfilled: 'closed',
};

/** The flags of a daypart as the year calendar reads them (`@app/ui/year-calendar` CalendarDaypart). */
export interface DaypartCalendarFlags {
  planned: boolean;
  not_planned: boolean;
  closed: boolean;
  open: boolean;
  invited: boolean;
  reserved: boolean;
  /** the planned person with their function (the profile type of their profile; null when none) */
  staffing: { name: string; function: string | null }[];
}

/** A request's daypart as the calendar shows it: open, invited and reserved still need a substitute (not_planned). */
export function daypartCalendarFlags(
  state: DaypartState,
  personName: string | null,
  personFunction: string | null = null,
): DaypartCalendarFlags {
  return {
    planned: state === 'planned',
    not_planned: isOpenState(state),
    closed: state === 'closed',
    open: state === 'open',
    invited: state === 'invited',
    reserved: state === 'reserved',
    staffing: state === 'planned' && personName ? [{ name: personName, function: personFunction }] : [],
  };
}

import type { CalendarMode } from './calendar-types';
import { ordered } from './iso-dates';

/** A drag in progress: where it started and the day the pointer is over now. */
export interface DragState {
  anchor: string;
  over: string;
}

export interface SelectionState {
  selected: ReadonlySet<string>;
  drag: DragState | null;
}

/** What the selection rules need to know of the calendar. */
export interface SelectionRules {
  mode: CalendarMode;
  /** every date the calendar shows, in order */
  dates: readonly string[];
  isEnabled(date: string): boolean;
}

export type SelectionAction =
  | { type: 'toggle-day'; date: string }
  | { type: 'toggle-group'; dates: readonly string[] }
  | { type: 'drag-start'; date: string }
  | { type: 'drag-over'; date: string }
  | { type: 'drag-end' }
  | { type: 'drag-cancel' }
  | { type: 'extend'; from: string; to: string }
  | { type: 'clear' };

/** How a drag or a group toggle would change its days: select them all, or deselect them when all already were (CAL-SEL-02/03). */
export type ToggleMode = 'select' | 'deselect';

export interface DragPreview {
  from: string;
  to: string;
  mode: ToggleMode;
}

/** The dates shown from `a` to `b` (either order), both included. */
export function datesBetween(rules: SelectionRules, a: string, b: string): string[] {
  const [from, to] = ordered(a, b);
  return rules.dates.filter((date) => date >= from && date <= to);
}

const withSelected = (state: SelectionState, selected: ReadonlySet<string>): SelectionState =>
  selected === state.selected ? state : { ...state, selected };

const enabledOf = (rules: SelectionRules, dates: readonly string[]) => dates.filter((date) => rules.isEnabled(date));

export const toggleModeOf = (selected: ReadonlySet<string>, enabled: readonly string[]): ToggleMode =>
  enabled.every((date) => selected.has(date)) ? 'deselect' : 'select';

function toggleAll(selected: ReadonlySet<string>, enabled: readonly string[]): ReadonlySet<string> {
  if (enabled.length === 0) return selected;
  const next = new Set(selected);
  if (toggleModeOf(selected, enabled) === 'deselect') enabled.forEach((date) => next.delete(date));
  else enabled.forEach((date) => next.add(date));
  return next;
}

/**
 * What a drag would do if the pointer were released now (CAL-SEL-04: hovering only previews); null
 * when nothing is dragged or the range holds no enabled day.
 */
export function dragPreview(state: SelectionState, rules: SelectionRules): DragPreview | null {
  if (!state.drag) return null;
  const enabled = enabledOf(rules, datesBetween(rules, state.drag.anchor, state.drag.over));
  if (enabled.length === 0) return null;
  const [from, to] = ordered(state.drag.anchor, state.drag.over);
  return { from, to, mode: toggleModeOf(state.selected, enabled) };
}

/**
 * The calendar's selection semantics (spec 000 section 2, CAL-SEL-01..07) as a reducer: a click
 * toggles a day; a weekday header, week number or month title toggles its group, skipping disabled
 * days; a drag selects every enabled day in its range, or deselects the range when all were
 * selected, and only previews until released; Shift+arrows extend the selection; clear empties it.
 * Disabled days are never selected, and read-only or locked calendars select nothing.
 */
export function reduceSelection(state: SelectionState, action: SelectionAction, rules: SelectionRules): SelectionState {
  if (action.type === 'clear') return state.selected.size === 0 && !state.drag ? state : { selected: new Set(), drag: null };
  if (action.type === 'drag-cancel') return state.drag ? { ...state, drag: null } : state;
  if (rules.mode !== 'select') return state;
  switch (action.type) {
    case 'toggle-day':
      return withSelected(state, toggleAll(state.selected, enabledOf(rules, [action.date])));
    case 'toggle-group':
      return withSelected(state, toggleAll(state.selected, enabledOf(rules, action.dates)));
    case 'drag-start':
      return { ...state, drag: { anchor: action.date, over: action.date } };
    case 'drag-over':
      return state.drag && state.drag.over !== action.date ? { ...state, drag: { ...state.drag, over: action.date } } : state;
    case 'drag-end': {
      if (!state.drag) return state;
      const enabled = enabledOf(rules, datesBetween(rules, state.drag.anchor, state.drag.over));
      return { selected: toggleAll(state.selected, enabled), drag: null };
    }
    case 'extend': {
      const next = new Set(state.selected);
      enabledOf(rules, datesBetween(rules, action.from, action.to)).forEach((date) => next.add(date));
      return withSelected(state, next.size === state.selected.size ? state.selected : next);
    }
  }
}

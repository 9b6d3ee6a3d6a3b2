import { createStore, useStore } from 'zustand';
import type { AppliedFilter } from '@app/ui/filter-bar';

interface CalendarUiState {
  /** the chosen period; null is the period flagged current */
  periodId: number | null;
  selected: ReadonlySet<string>;
  /** the slide panel with the selected days' requests is open */
  panel: boolean;
  /** the filter bar's last apply */
  filter: AppliedFilter;
  /** bumped when the panel closes: the filter bar starts over (CAL-SEL-08) */
  filterGeneration: number;
}

const NOTHING: ReadonlySet<string> = new Set();
const NO_FILTER: AppliedFilter = { filters: {}, search: '' };
const initial: CalendarUiState = { periodId: null, selected: NOTHING, panel: false, filter: NO_FILTER, filterGeneration: 0 };

/** The general calendar's UI state: the period, the selected days, the panel and the filter. */
export const calendarStore = createStore<CalendarUiState>(() => initial);

export const useCalendarUi = <T>(selector: (state: CalendarUiState) => T): T => useStore(calendarStore, selector);

export const calendarUi = {
  /** another period: the selection starts over (switching period refetches the days) */
  setPeriod: (periodId: number) => calendarStore.setState({ periodId, selected: NOTHING, panel: false }),
  /** an empty selection closes the panel */
  select: (selected: ReadonlySet<string>) => calendarStore.setState((s) => ({ selected, panel: s.panel && selected.size > 0 })),
  openPanel: () => calendarStore.setState((s) => ({ panel: s.selected.size > 0 })),
  /** closing the panel clears the selection and resets the filter (CAL-SEL-08) */
  closePanel: () =>
    calendarStore.setState((s) => ({ panel: false, selected: NOTHING, filter: NO_FILTER, filterGeneration: s.filterGeneration + 1 })),
  setFilter: (filter: AppliedFilter) => calendarStore.setState({ filter }),
  reset: () => calendarStore.setState(initial),
};

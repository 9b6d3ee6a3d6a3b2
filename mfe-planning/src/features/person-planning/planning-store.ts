import { createStore, useStore } from 'zustand';

export type PlanningTab = 'calendar' | 'list';

interface PlanningUiState {
  /** the chosen tab; null keeps the screen's default (the list on a phone, the calendar on a desktop) */
  tab: PlanningTab | null;
  /** the chosen period; null is the period flagged current */
  periodId: number | null;
  selected: ReadonlySet<string>;
  /** `date:daypart` keys the user unchecked in the marking panel */
  unchecked: ReadonlySet<string>;
  /** the Monday of the list tab's week; null is the week of today */
  week: string | null;
  /** the calendar's marking dialog is open (it closes with the selection) */
  marking: boolean;
}

const NOTHING: ReadonlySet<string> = new Set();
const initial: PlanningUiState = { tab: null, periodId: null, selected: NOTHING, unchecked: NOTHING, week: null, marking: false };

/** The person-planning screen's UI state: tab, period, the selected days and the dayparts unchecked of them. */
export const planningStore = createStore<PlanningUiState>(() => initial);

export const usePlanningUi = <T>(selector: (state: PlanningUiState) => T): T => useStore(planningStore, selector);

export const planningUi = {
  setTab: (tab: PlanningTab) => planningStore.setState({ tab }),
  /** another period or person: the selection and the list's week start over */
  setPeriod: (periodId: number | null) =>
    planningStore.setState({ periodId, selected: NOTHING, unchecked: NOTHING, week: null, marking: false }),
  select: (selected: ReadonlySet<string>) =>
    planningStore.setState((s) => ({
      selected,
      unchecked: new Set([...s.unchecked].filter((key) => selected.has(key.slice(0, 10)))),
      marking: s.marking && selected.size > 0,
    })),
  toggleDate: (date: string) =>
    planningUi.select(
      planningStore.getState().selected.has(date)
        ? new Set([...planningStore.getState().selected].filter((d) => d !== date))
        : new Set([...planningStore.getState().selected, date]),
    ),
  toggleDaypart: (key: string) =>
    planningStore.setState((s) => {
      const unchecked = new Set(s.unchecked);
      if (!unchecked.delete(key)) unchecked.add(key);
      return { unchecked };
    }),
  clearSelection: () => planningStore.setState({ selected: NOTHING, unchecked: NOTHING, marking: false }),
  setMarking: (marking: boolean) => planningStore.setState({ marking }),
  setWeek: (week: string) => planningStore.setState({ week }),
  reset: () => planningStore.setState(initial),
};

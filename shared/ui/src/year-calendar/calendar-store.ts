import { useSyncExternalStore } from 'react';
import type { DragPreview, DragState } from './lib/selection';

/** What changes while the user works the calendar: kept outside React state so a pointer move re-renders only the cells it changes. */
export interface CalendarView {
  selected: ReadonlySet<string>;
  drag: DragState | null;
  preview: DragPreview | null;
  /** the day holding the grid's single tab stop (roving tabindex) */
  focus: string;
  /** the day cell the pointer has rested on (the tooltip's anchor) */
  tooltip: HTMLElement | null;
}

export interface CalendarStore {
  get(): CalendarView;
  set(change: Partial<CalendarView>): void;
  subscribe(listener: () => void): () => void;
}

export function createCalendarStore(initial: CalendarView): CalendarStore {
  let view = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set(change) {
      const next = { ...view, ...change };
      if ((Object.keys(change) as (keyof CalendarView)[]).every((key) => next[key] === view[key])) return;
      view = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Bits of a day's look that follow the user's work: a number, so an unchanged day compares equal and skips rendering. */
export const DayBits = { selected: 1, previewSelect: 2, previewDeselect: 4, focused: 8 } as const;

export function dayBits(view: CalendarView, date: string, enabled: boolean): number {
  let bits = 0;
  if (view.selected.has(date)) bits |= DayBits.selected;
  const preview = view.preview;
  if (preview && enabled && date >= preview.from && date <= preview.to)
    bits |= preview.mode === 'select' ? DayBits.previewSelect : DayBits.previewDeselect;
  if (view.focus === date) bits |= DayBits.focused;
  return bits;
}

/** A day cell's bits, re-rendering the cell only when they change. */
export function useDayBits(store: CalendarStore, date: string, enabled: boolean): number {
  return useSyncExternalStore(
    store.subscribe,
    () => dayBits(store.get(), date, enabled),
    () => dayBits(store.get(), date, enabled),
  );
}

/** A part of the view, for the few components that follow it (the tooltip). */
export function useCalendarView<T>(store: CalendarStore, pick: (view: CalendarView) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.get()),
  );
}

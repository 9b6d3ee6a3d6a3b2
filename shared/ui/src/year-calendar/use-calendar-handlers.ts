import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { CalendarStore } from './calendar-store';
import { nextFocus, type ShownDates } from './lib/keyboard-navigation';
import { dragPreview, reduceSelection, type SelectionAction, type SelectionRules } from './lib/selection';
import { cellOf, usePointerHandlers } from './use-pointer-handlers';

interface Latest {
  selected: ReadonlySet<string>;
  onChange?: (selected: ReadonlySet<string>) => void;
  rules: SelectionRules;
  shown: ShownDates;
}

/** Keys that move the focus: the page must not scroll on them, even at the calendar's edge. */
const MOVE_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * The calendar's event handlers, delegated on its root: click and Space/Enter toggle a day; the
 * pointer handlers drag (use-pointer-handlers); arrows move the roving focus and Shift+arrows extend
 * the selection; Escape cancels a drag, else clears the selection. Every change of the selection
 * goes through the selection reducer and out through onChange; the preview and focus stay in the store.
 */
export function useCalendarHandlers(store: CalendarStore, root: RefObject<HTMLElement | null>, current: Latest) {
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
    store.set({ selected: current.selected });
  });

  const dispatch = useCallback(
    (action: SelectionAction) => {
      const { selected, onChange, rules } = latest.current;
      const { drag } = store.get();
      const next = reduceSelection({ selected, drag }, action, rules);
      if (next.drag !== drag) store.set({ drag: next.drag, preview: dragPreview(next, rules) });
      if (next.selected !== selected) {
        // a second action in the same event builds on this one, before the caller renders it
        latest.current = { ...latest.current, selected: next.selected };
        onChange?.(next.selected);
      }
    },
    [store],
  );

  const selectable = useCallback(() => latest.current.rules.mode === 'select', []);
  const pointer = usePointerHandlers(store, dispatch, selectable);

  const moveFocus = useCallback(
    (date: string) => {
      store.set({ focus: date });
      root.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
    },
    [root, store],
  );

  const onClick = useCallback(
    (event: MouseEvent) => {
      const cell = cellOf(event.target);
      if (cell && !pointer.justDragged()) dispatch({ type: 'toggle-day', date: cell.dataset.date! });
    },
    [dispatch, pointer],
  );

  const onFocus = useCallback(
    (event: FocusEvent) => {
      const cell = cellOf(event.target);
      if (cell && cell === event.target) store.set({ focus: cell.dataset.date! });
    },
    [store],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        const busy = store.get().drag || latest.current.selected.size > 0;
        if (!busy) return;
        event.stopPropagation();
        dispatch(store.get().drag ? { type: 'drag-cancel' } : { type: 'clear' });
        return;
      }
      const cell = cellOf(event.target);
      if (!cell || cell !== event.target) return;
      const date = cell.dataset.date!;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        dispatch({ type: 'toggle-day', date });
        return;
      }
      if (!MOVE_KEYS.has(event.key)) return;
      event.preventDefault();
      const next = nextFocus(latest.current.shown, date, event.key, event.ctrlKey || event.metaKey);
      if (!next) return;
      if (event.shiftKey) dispatch({ type: 'extend', from: date, to: next });
      moveFocus(next);
    },
    [dispatch, moveFocus, store],
  );

  const toggleGroup = useCallback((dates: readonly string[]) => dispatch({ type: 'toggle-group', dates }), [dispatch]);
  const clear = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);

  const { onPointerDown, onPointerOver, onPointerLeave } = pointer;
  return { handlers: { onPointerDown, onPointerOver, onPointerLeave, onClick, onFocus, onKeyDown }, toggleGroup, clear };
}

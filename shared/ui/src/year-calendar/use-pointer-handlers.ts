import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import type { CalendarStore } from './calendar-store';
import type { SelectionAction } from './lib/selection';

/** How long the pointer rests on a day before its tooltip opens. */
export const TOOLTIP_DELAY_MS = 400;

/** The day cell an event happened in (the root delegates every day's events), or null. */
export const cellOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? (target.closest<HTMLElement>('[data-date]') ?? null) : null;

/**
 * The pointer's part of the calendar's handlers: a mouse or pen drag previews its range while it
 * moves and applies it on release, wherever the button is let go (a touch scrolls the page instead,
 * and its tap toggles the day); a pointer resting on a day opens the tooltip.
 */
export function usePointerHandlers(store: CalendarStore, dispatch: (action: SelectionAction) => void, selectable: () => boolean) {
  const dragged = useRef(false);
  const resting = useRef<{ cell: HTMLElement | null; timer?: ReturnType<typeof setTimeout> }>({ cell: null });

  const finishDrag = useCallback(
    (event: globalThis.PointerEvent) => {
      const { drag } = store.get();
      if (!drag) return;
      if (event.type === 'pointerup' && drag.over !== drag.anchor) {
        dispatch({ type: 'drag-end' });
        // the click that follows a drag is not a click on a day
        dragged.current = true;
        setTimeout(() => (dragged.current = false));
      } else dispatch({ type: 'drag-cancel' });
    },
    [dispatch, store],
  );

  useEffect(() => {
    window.addEventListener('pointerup', finishDrag);
    window.addEventListener('pointercancel', finishDrag);
    return () => {
      window.removeEventListener('pointerup', finishDrag);
      window.removeEventListener('pointercancel', finishDrag);
    };
  }, [finishDrag]);

  /** The pointer is over a day (or none): the tooltip opens once it rests there, without rendering anything meanwhile. */
  const restOn = useCallback(
    (cell: HTMLElement | null) => {
      if (cell === resting.current.cell) return;
      clearTimeout(resting.current.timer);
      resting.current = { cell, timer: cell ? setTimeout(() => store.set({ tooltip: cell }), TOOLTIP_DELAY_MS) : undefined };
      store.set({ tooltip: null });
    },
    [store],
  );

  useEffect(() => () => clearTimeout(resting.current.timer), []);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      const cell = cellOf(event.target);
      if (!cell || event.button !== 0 || event.pointerType === 'touch' || !selectable()) return;
      restOn(null);
      dispatch({ type: 'drag-start', date: cell.dataset.date! });
    },
    [dispatch, restOn, selectable],
  );

  const onPointerOver = useCallback(
    (event: PointerEvent) => {
      const cell = cellOf(event.target);
      if (store.get().drag) {
        if (cell) dispatch({ type: 'drag-over', date: cell.dataset.date! });
      } else restOn(event.pointerType === 'touch' ? null : cell);
    },
    [dispatch, restOn, store],
  );

  const onPointerLeave = useCallback(() => restOn(null), [restOn]);

  const justDragged = useCallback(() => dragged.current, []);

  return useMemo(
    () => ({ onPointerDown, onPointerOver, onPointerLeave, justDragged }),
    [onPointerDown, onPointerOver, onPointerLeave, justDragged],
  );
}

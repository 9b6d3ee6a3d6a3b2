import { useCallback, useMemo, useState } from 'react';
import type { WorkStateLine } from '@app/contracts';

export interface LineSelection {
  /** the chosen lines by id, kept across pages so a summary can name them */
  selected: ReadonlyMap<number, WorkStateLine>;
  isSelected(id: number): boolean;
  toggle(line: WorkStateLine): void;
  /** every line of the page on or off ("select all on this page") */
  setPage(lines: readonly WorkStateLine[], on: boolean): void;
  clear(): void;
}

/** The lines chosen for a bulk action. */
export function useLineSelection(): LineSelection {
  const [selected, setSelected] = useState<ReadonlyMap<number, WorkStateLine>>(new Map());
  const toggle = useCallback((line: WorkStateLine) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(line.id)) next.delete(line.id);
      else next.set(line.id, line);
      return next;
    });
  }, []);
  const setPage = useCallback((lines: readonly WorkStateLine[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const line of lines) {
        if (on) next.set(line.id, line);
        else next.delete(line.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({ selected, isSelected: (id: number) => selected.has(id), toggle, setPage, clear }),
    [selected, toggle, setPage, clear],
  );
}

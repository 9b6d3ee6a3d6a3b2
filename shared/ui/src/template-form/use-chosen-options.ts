import { useState } from 'react';
import type { SelectOption } from '@app/contracts';

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]) =>
  a.length === b.length && a.every((o, i) => String(o.id) === String(b[i]!.id) && o.name === b[i]!.name);

/**
 * The chosen options of a select, from their ids. Names come from every list loaded so far, so a
 * chosen value keeps its name when a search narrows the list. The answer keeps its identity while
 * the chosen options stay the same: the autocomplete clears the typed search whenever its value
 * changes. Both are adjusted while rendering (react-query keeps one array per answer).
 */
export function useChosenOptions(ids: readonly string[], loaded: SelectOption[] | undefined): SelectOption[] {
  const [seen, setSeen] = useState<{ data?: SelectOption[]; byId: ReadonlyMap<string, SelectOption> }>({ byId: new Map() });
  if (loaded && loaded !== seen.data)
    setSeen({ data: loaded, byId: new Map([...seen.byId, ...loaded.map((o) => [String(o.id), o] as const)]) });
  const chosen = ids.map((id) => seen.byId.get(id) ?? { id, name: id });
  const [kept, setKept] = useState(chosen);
  const same = sameOptions(kept, chosen);
  if (!same) setKept(chosen);
  return same ? kept : chosen;
}

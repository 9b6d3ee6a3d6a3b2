import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A control's local draft of its applied value: edits stay in the draft until the control applies
 * them; when the applied value changes (applied, reset, a chip removed) the draft follows. Adjusted
 * while rendering rather than in an effect, so no render shows the stale draft.
 */
export function useDraft<T>(applied: T, same: (a: T, b: T) => boolean = Object.is): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (!same(seen, applied)) {
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}

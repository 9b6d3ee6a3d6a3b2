import { useEffect, useMemo, useRef } from 'react';
import { confirm } from '@app/ui/dialog-store';

/**
 * Whether the open popup holds unsaved form changes. Leaving it (close, another tab, back or
 * forward, a reload) asks first; Escape does not close it at all (spec 001 section 2).
 */
export function useUnsavedChanges() {
  const dirty = useRef(false);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return useMemo(
    () => ({
      isDirty: () => dirty.current,
      setDirty: (value: boolean) => {
        dirty.current = value;
      },
      /** true when there is nothing to lose or the user agreed to drop the changes */
      confirmLeave: async () => {
        if (!dirty.current) return true;
        const ok = await confirm({ title: 'entity_popup.unsaved_title', message: 'entity_popup.unsaved_message' });
        if (ok) dirty.current = false;
        return ok;
      },
    }),
    [],
  );
}

export type UnsavedChanges = ReturnType<typeof useUnsavedChanges>;

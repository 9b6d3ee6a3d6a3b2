import { useEffect, useMemo, useRef } from 'react';
import { setLeaveGuard } from '@app/platform/navigation';
import { useTranslation } from 'react-i18next';
import { confirm } from '@app/ui/dialog-store';

/**
 * Whether the open popup holds unsaved form changes. Leaving it (close, another tab, back or
 * forward, a menu link, a reload) asks first; Escape does not close it at all (spec 001 section 2).
 */
export function useUnsavedChanges() {
  const { t } = useTranslation();
  // the texts of the moment, read when the question is asked (the returned object stays the same)
  const text = useRef(t);
  useEffect(() => {
    text.current = t;
  }, [t]);
  const dirty = useRef(false);
  const removeGuard = useRef<(() => void) | null>(null);

  const unsaved = useMemo(() => {
    const setDirty = (value: boolean) => {
      dirty.current = value;
      removeGuard.current?.();
      // while dirty, every in-app navigation (the shell's menu too) asks first
      removeGuard.current = value ? setLeaveGuard(() => confirmLeave()) : null;
    };
    /** true when there is nothing to lose or the user agreed to drop the changes */
    const confirmLeave = async () => {
      if (!dirty.current) return true;
      const ok = await confirm({
        title: text.current('popup.unsaved_title'),
        message: text.current('popup.unsaved_message'),
      });
      if (ok) setDirty(false);
      return ok;
    };
    return { isDirty: () => dirty.current, setDirty, confirmLeave };
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      removeGuard.current?.();
    };
  }, []);

  return unsaved;
}

export type UnsavedChanges = ReturnType<typeof useUnsavedChanges>;

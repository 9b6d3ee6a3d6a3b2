import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from '@app/platform/navigation';
import { isOtherPopup, NO_POPUP, popupUrl, type PopupState } from './popup-route';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * The popup a list shows over itself, driven by the URL (ADR 0013): `requested` is what the URL asks
 * for, `shown` what is open. A URL change that would drop unsaved changes (back, forward) asks
 * first; declined, the popup's URL is put back. `onClosed` runs when a popup closes (the list reloads).
 */
export function useUrlPopup(entity: string, requested: PopupState, onClosed: () => void) {
  const unsaved = useUnsavedChanges();
  const [shown, setShown] = useState<PopupState>(requested);

  // keyed by URL: the parent hands a new state object on every render
  const requestedUrl = popupUrl(entity, requested);
  const shownUrl = popupUrl(entity, shown);
  const latest = useRef({ requested, shown, onClosed });
  // before the effects below, which read it
  useEffect(() => {
    latest.current = { requested, shown, onClosed };
  });
  useEffect(() => {
    const { requested: wanted, shown: open } = latest.current;
    if (requestedUrl === shownUrl) return;
    if (!isOtherPopup(open, wanted) || !unsaved.isDirty()) {
      setShown(wanted);
      return;
    }
    let live = true;
    void unsaved.confirmLeave().then((ok) => {
      if (!live) return;
      if (ok) setShown(wanted);
      else navigate(shownUrl, { replace: true, force: true });
    });
    return () => {
      live = false;
    };
  }, [requestedUrl, shownUrl, unsaved]);

  const isOpen = shown.kind !== 'none';
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) latest.current.onClosed();
    wasOpen.current = isOpen;
  }, [isOpen]);

  /** goes to another popup (or none) once the unsaved check passed */
  const leave = useCallback(
    async (to: PopupState, options: { replace?: boolean } = {}) => {
      if (!(await unsaved.confirmLeave())) return;
      navigate(popupUrl(entity, to), options);
    },
    [unsaved, entity],
  );
  const close = useCallback(() => void leave(NO_POPUP), [leave]);
  /** another tab of the open record: replaces the URL, so back closes the popup rather than walking its tabs */
  const openTab = useCallback((id: number, tab: string) => void leave({ kind: 'preview', id, tab }, { replace: true }), [leave]);

  return { shown, unsaved, leave, close, openTab };
}

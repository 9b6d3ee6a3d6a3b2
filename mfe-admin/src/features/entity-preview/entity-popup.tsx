import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navigate } from '@app/platform/navigation';
import { EntityCreatePopup } from './entity-create-popup';
import { EntityPreviewPopup } from './entity-preview-popup';
import { isOtherPopup, NO_POPUP, popupUrl, type PopupState } from './popup-route';
import { useUnsavedChanges } from './unsaved-changes';
import { useListTemplate } from './use-form-template';

export interface EntityPopupProps {
  /** the list template name, also the URL segment: `/{entity}/...` */
  entity: string;
  /** the popup the URL asks for */
  requested: PopupState;
}

/**
 * The create and preview popups of a list, driven by the URL. A URL change that would drop unsaved
 * changes (back, forward) asks first; declined, the popup's URL is put back.
 */
export function EntityPopup({ entity, requested }: EntityPopupProps) {
  const queryClient = useQueryClient();
  const unsaved = useUnsavedChanges();
  const [shown, setShown] = useState<PopupState>(requested);
  const list = useListTemplate(entity);

  // keyed by URL: the parent hands a new state object on every render
  const requestedUrl = popupUrl(entity, requested);
  const shownUrl = popupUrl(entity, shown);
  const latest = useRef({ requested, shown });
  latest.current = { requested, shown };
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

  // closing a popup reloads the list behind it (spec 001 section 2)
  const isOpen = shown.kind !== 'none';
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) void queryClient.invalidateQueries({ queryKey: ['entity-list', entity] });
    wasOpen.current = isOpen;
  }, [isOpen, queryClient, entity]);

  const leave = useCallback(
    async (to: PopupState, options: { replace?: boolean } = {}) => {
      if (!(await unsaved.confirmLeave())) return;
      navigate(popupUrl(entity, to), options);
    },
    [unsaved, entity],
  );
  const close = useCallback(() => void leave(NO_POPUP), [leave]);

  if (shown.kind === 'none' || !list.data) return null;
  if (shown.kind === 'create')
    return (
      <EntityCreatePopup
        list={list.data}
        unsaved={unsaved}
        onClose={close}
        onCreated={(id) => navigate(popupUrl(entity, list.data.close_on_create ? NO_POPUP : { kind: 'preview', id }))}
      />
    );
  return (
    <EntityPreviewPopup
      key={shown.id}
      list={list.data}
      id={shown.id}
      tab={shown.tab}
      unsaved={unsaved}
      onClose={close}
      onTab={(tab) => void leave({ kind: 'preview', id: shown.id, tab }, { replace: true })}
    />
  );
}

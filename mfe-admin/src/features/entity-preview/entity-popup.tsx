import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navigate } from '@app/platform/navigation';
import { entityListKey, useListTemplate } from '@app/ui/entity-list';
import { NO_POPUP, popupUrl, useUrlPopup, type PopupState } from '@app/ui/popup';
import { EntityCreatePopup } from './entity-create-popup';
import { EntityPreviewPopup } from './entity-preview-popup';

export interface EntityPopupProps {
  /** the list template name, also the URL segment: `/{entity}/...` */
  entity: string;
  /** the popup the URL asks for */
  requested: PopupState;
}

/** The create and preview popups of a list, driven by the URL (`useUrlPopup`). */
export function EntityPopup({ entity, requested }: EntityPopupProps) {
  const queryClient = useQueryClient();
  const list = useListTemplate(entity);
  // closing a popup reloads the list behind it (spec 001 section 2)
  const reloadList = useCallback(() => void queryClient.invalidateQueries({ queryKey: entityListKey(entity) }), [queryClient, entity]);
  const { shown, unsaved, close, openTab } = useUrlPopup(entity, requested, reloadList);

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
      onTab={(tab) => openTab(shown.id, tab)}
    />
  );
}

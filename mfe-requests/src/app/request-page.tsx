import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navigate } from '@app/platform/navigation';
import { entityListKey } from '@app/ui/entity-list';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { popupStateOf, useUrlPopup } from '@app/ui/popup';
import { CreateRequestPopup } from '../features/request-create/create-request-popup';
import { RequestList } from '../features/request-list/request-list';
import { RequestPopup } from '../features/request-popup/request-popup';
import { useRequestEvents } from '../hooks/use-request-events';
import { RequestTabsContext } from '../lib/popup-tabs';
import { REQUEST_TAB_RENDERERS } from './request-tab-renderers';

/**
 * `/request`, `/request/new` and `/request/{id}/{tab}`: the request list, and over it the create
 * stepper or the request popup the URL names (one page, so the list stays mounted under a popup).
 */
export function RequestPage({ route, params }: PageProps) {
  const { remote, version } = useModuleInfo();
  const queryClient = useQueryClient();
  useRequestEvents();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: entityListKey('request') }), [queryClient]);
  const { shown, unsaved, close, openTab } = useUrlPopup('request', popupStateOf(params, route.create === true), reload);

  return (
    <RequestTabsContext.Provider value={REQUEST_TAB_RENDERERS}>
      <RequestList title={route.title} remote={remote} version={version} />
      {shown.kind === 'create' ? (
        <CreateRequestPopup
          unsaved={unsaved}
          onClose={close}
          onCreated={(request, goToMatching) => navigate(`/request/${request.id}/${goToMatching ? 'matching' : 'summary'}`)}
        />
      ) : null}
      {shown.kind === 'preview' ? (
        <RequestPopup
          key={shown.id}
          id={shown.id}
          tab={shown.tab}
          unsaved={unsaved}
          onClose={close}
          onTab={(tab) => openTab(shown.id, tab)}
        />
      ) : null}
    </RequestTabsContext.Provider>
  );
}

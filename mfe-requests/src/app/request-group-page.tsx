import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navigate } from '@app/platform/navigation';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { popupStateOf, useUrlPopup } from '@app/ui/popup';
import { GroupList } from '../features/request-groups/group-list';
import { GroupPopup } from '../features/request-groups/group-popup';
import { GroupMatching } from '../features/request-matching/components/group-matching';
import { useRequestEvents } from '../hooks/use-request-events';
import { requestKeys } from '../lib/request-api';

/** `/request-group`, `/request-group/new` and `/request-group/{id}/{tab}`: the group cards, and over them the popup the URL names. */
export function RequestGroupPage({ route, params }: PageProps) {
  const { remote, version } = useModuleInfo();
  const queryClient = useQueryClient();
  useRequestEvents();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: requestKeys.groups }), [queryClient]);
  const { shown, unsaved, close, openTab } = useUrlPopup('request-group', popupStateOf(params, route.create === true), reload);
  return (
    <>
      <GroupList title={route.title} remote={remote} version={version} />
      {shown.kind !== 'none' ? (
        <GroupPopup
          key={shown.kind === 'preview' ? shown.id : 'new'}
          id={shown.kind === 'preview' ? shown.id : null}
          tab={shown.kind === 'preview' ? shown.tab : undefined}
          unsaved={unsaved}
          onClose={close}
          onTab={(tab) => shown.kind === 'preview' && openTab(shown.id, tab)}
          onCreated={(group) => navigate(`/request-group/${group.id}/summary`)}
          matching={GroupMatching}
        />
      ) : null}
    </>
  );
}

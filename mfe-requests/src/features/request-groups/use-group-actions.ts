import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestGroupView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { entityListKey } from '@app/ui/entity-list';
import { groupApi, requestKeys } from '../../lib/request-api';

/** The writes on a group's requests, each refreshing the group, the group list and the request list. */
export function useGroupActions(group: RequestGroupView) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = async (saved?: RequestGroupView) => {
    if (saved) queryClient.setQueryData(requestKeys.group(group.id), saved);
    await queryClient.invalidateQueries({ queryKey: requestKeys.groups });
    void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
  };
  return {
    /** rejects with the service's refusal, which the dialog shows */
    async add(request: number, labels: number[]) {
      await refresh(await groupApi.addRequest(group.id, request, labels));
      toast(t('groups.added', { id: request, reference: group.reference }), { severity: 'success', testId: 'group-toast' });
    },
    async remove(request: number) {
      if (
        !(await confirm({
          title: t('groups.remove_title', { id: request }),
          message: t('groups.remove_message', { reference: group.reference }),
        }))
      )
        return;
      try {
        await refresh(await groupApi.removeRequest(group.id, request));
      } catch (error) {
        toast(apiErrorText(error, t('groups.change_failed')), { severity: 'error', testId: 'group-toast' });
      }
    },
  };
}

import { useQuery } from '@tanstack/react-query';
import type { PopupTemplate } from '@app/contracts';
import { api } from '@app/platform/api';

/** GET template-popup/{name}: the preview's tabs (also for `queryClient.fetchQuery`). */
export const popupTemplateQuery = (entity: string) => ({
  queryKey: ['template-popup', entity],
  queryFn: async () => (await api.get<PopupTemplate>(`/template-popup/${entity}`)).data,
});

export function usePopupTemplate(entity: string) {
  return useQuery(popupTemplateQuery(entity));
}

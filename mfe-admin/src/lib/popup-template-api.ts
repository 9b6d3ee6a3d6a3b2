import { useQuery } from '@tanstack/react-query';
import type { PopupTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import { templateQuery, usePhoneLayout } from '@app/ui/template-form';

/** GET template-popup/{name}: the preview's tabs, with `isMobile=1` on a phone (PLT-HTTP-05); also for `queryClient.fetchQuery`. */
export const popupTemplateQuery = (entity: string, phone: boolean) => ({
  queryKey: ['template-popup', entity, phone],
  queryFn: async () => (await api.get<PopupTemplate>(`/template-popup/${entity}`, { query: templateQuery(phone) })).data,
});

export function usePopupTemplate(entity: string) {
  return useQuery(popupTemplateQuery(entity, usePhoneLayout()));
}

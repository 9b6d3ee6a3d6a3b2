import { useQuery } from '@tanstack/react-query';
import type { FormTemplate, ListTemplate, PopupTemplate } from '@app/contracts';
import { api } from '@app/platform/api';

/** GET template/{form}: a form's fields (spec 001 section 7). */
export function useFormTemplate(formName: string | undefined) {
  return useQuery({
    queryKey: ['template', formName],
    queryFn: async () => (await api.get<FormTemplate>(`/template/${formName}`)).data,
    enabled: !!formName,
  });
}

/** GET template-popup/{name}: the preview's tabs (also for `queryClient.fetchQuery`). */
export const popupTemplateQuery = (entity: string) => ({
  queryKey: ['template-popup', entity],
  queryFn: async () => (await api.get<PopupTemplate>(`/template-popup/${entity}`)).data,
});

export function usePopupTemplate(entity: string) {
  return useQuery(popupTemplateQuery(entity));
}

/** GET template-page/{name}: a list template (its columns show a data tab's rows). */
export function useListTemplate(name: string | undefined) {
  return useQuery({
    queryKey: ['template-page', name],
    queryFn: async () => (await api.get<ListTemplate>(`/template-page/${name}`)).data,
    enabled: !!name,
  });
}

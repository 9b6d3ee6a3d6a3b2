import { useQuery } from '@tanstack/react-query';
import type { FormTemplate } from '@app/contracts';
import { api } from '@app/platform/api';

/** GET template/{form}: a form's fields (spec 001 section 7). */
export function useFormTemplate(formName: string | undefined) {
  return useQuery({
    queryKey: ['template', formName],
    queryFn: async () => (await api.get<FormTemplate>(`/template/${formName}`)).data,
    enabled: !!formName,
  });
}

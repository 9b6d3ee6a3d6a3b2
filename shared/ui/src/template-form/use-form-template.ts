import { useQuery } from '@tanstack/react-query';
import type { FormTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import { templateQuery, usePhoneLayout } from '../templates/template-query';

/** GET template/{form}: a form's fields (spec 001 section 7), with `isMobile=1` on a phone (PLT-HTTP-05). */
export function useFormTemplate(formName: string | undefined) {
  const phone = usePhoneLayout();
  return useQuery({
    queryKey: ['template', formName, phone],
    queryFn: async () => (await api.get<FormTemplate>(`/template/${formName}`, { query: templateQuery(phone) })).data,
    enabled: !!formName,
  });
}

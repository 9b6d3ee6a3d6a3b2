import { useQuery } from '@tanstack/react-query';
import type { ListTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import { templateQuery, usePhoneLayout } from '../templates/template-query';

/**
 * GET template-page/{name}: a list template (spec 001 section 7); also read by tabs that show rows in
 * its columns. On a phone it asks `isMobile=1` (PLT-HTTP-05): the service then leaves out the filter
 * blocks, the export and every column but the few marked for mobile.
 */
export function useListTemplate(name: string | undefined) {
  const phone = usePhoneLayout();
  return useQuery({
    queryKey: ['template-page', name, phone],
    queryFn: async () => (await api.get<ListTemplate>(`/template-page/${name}`, { query: templateQuery(phone) })).data,
    enabled: !!name,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PersonSupplierRecord } from '@app/contracts';
import { api } from '@app/platform/api';

/** Which supplier imported the person and their contracts; read afresh each time the tab opens. */
export const usePersonDataSupplier = (id: number) =>
  useQuery({
    queryKey: ['person-data-supplier', id],
    queryFn: async () => (await api.get<{ rows: PersonSupplierRecord[] }>(`/person/${id}/data-supplier`)).data,
    staleTime: 0,
  });

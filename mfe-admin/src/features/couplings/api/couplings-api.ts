import { useQuery } from '@tanstack/react-query';
import type { PersonCoupling } from '@app/contracts';
import { api } from '@app/platform/api';

/** The person's account, profiles and data suppliers; read afresh each time the tab opens. */
export const usePersonCouplings = (id: number) =>
  useQuery({
    queryKey: ['person-couplings', id],
    queryFn: async () => (await api.get<{ rows: PersonCoupling[] }>(`/person/${id}/couplings`)).data,
    staleTime: 0,
  });

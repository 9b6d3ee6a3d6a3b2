import { useQuery } from '@tanstack/react-query';
import type { PersonCalendarView } from '@app/contracts';
import { api } from '@app/platform/api';

/**
 * Staffing's calendar detail of a person without a range: the current period (else two weeks
 * from today), each daypart's availability and the request the person is planned on.
 */
export const usePersonCalendar = (personId: number) =>
  useQuery({
    queryKey: ['person-calendar', personId],
    queryFn: async () => (await api.get<PersonCalendarView>(`/person/${personId}/calendar-detail`)).data,
    staleTime: 0,
  });

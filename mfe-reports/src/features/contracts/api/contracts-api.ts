import { useQuery } from '@tanstack/react-query';
import { contractsModalPath, type ContractsModal } from '@app/contracts';
import { api } from '@app/platform/api';

/** GET reports/contracts/{id} (RPT-CON-03): the modal's rows with filter[period_from|period_to|week_average] and filter[contract]=show_date_period. */
async function readContractsModal(
  personId: number,
  period: { period_from: string; period_to: string },
  weekAverage: number,
  signal?: AbortSignal,
): Promise<ContractsModal> {
  const { data } = await api.get<ContractsModal>(contractsModalPath(personId).replace(/^\/api/, ''), {
    query: {
      'filter[period_from]': period.period_from,
      'filter[period_to]': period.period_to,
      'filter[week_average]': weekAverage,
      'filter[contract]': 'show_date_period',
    },
    signal,
  });
  return data;
}

export const useContractsModal = (personId: number, period: { period_from: string; period_to: string }, weekAverage: number) =>
  useQuery({
    queryKey: ['reports', 'contracts', personId, period, weekAverage],
    queryFn: ({ signal }) => readContractsModal(personId, period, weekAverage, signal),
  });

import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import type { WorkStateLine } from '@app/contracts';
import type { ListQueryParams } from '@app/ui/entity-list';
import { workStateApi, workStateKeys, type WorkStatePage } from './work-state-api';

/** How often a read polls while a line is on its way to payroll (`usePayrollPolling`). */
type PollInterval<T> = (query: Query<T, Error, T, readonly unknown[]>) => number | false;

export const useWorkStateLine = (id: number) => useQuery({ queryKey: workStateKeys.line(id), queryFn: () => workStateApi.get(id) });

/** A request's work-state lines, for its popup's tab. */
export const useRequestWorkState = (requestId: number, refetchInterval: PollInterval<WorkStateLine[]>) =>
  useQuery({
    queryKey: workStateKeys.ofRequest(requestId),
    queryFn: () => workStateApi.ofRequest(requestId),
    refetchInterval,
  });

/** A page of the work-state list; `enabled` waits for the filter bar's defaults, the last page stays while the next loads. */
export const useWorkStatePage = (query: ListQueryParams, enabled: boolean, refetchInterval: PollInterval<WorkStatePage>) =>
  useQuery({
    queryKey: workStateKeys.list(query),
    queryFn: () => workStateApi.list(query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval,
  });

import { useQuery } from '@tanstack/react-query';
import type { DaypartRef, OpenWorkClaimResult, OpenWorkItem } from '@app/contracts';
import { api } from '@app/platform/api';

export const openWorkKey = ['open-work'] as const;

/** How much of the list one look shows: the best of it (the service answers best first). */
export const OPEN_WORK_SHOWN = 50;

/** The open work as the screen shows it, and the service's words when self-service keeps the substitute out. */
export interface OpenWorkAnswer {
  items: OpenWorkItem[];
  total: number;
  notice: string | null;
}

/** GET open-work: the signed-in substitute's open work, best first (docs/open-work.md). */
async function readOpenWork(signal?: AbortSignal): Promise<OpenWorkAnswer> {
  const { data, meta } = await api.get<OpenWorkItem[]>('/open-work', { signal, query: { itemsPerPage: OPEN_WORK_SHOWN } });
  return { items: data, total: meta.pagination?.total ?? data.length, notice: meta.messages?.[0]?.message ?? null };
}

/** POST open-work/claim: takes these dayparts of the request, all or none. */
export async function claimOpenWork(request: number, dayparts: readonly DaypartRef[]) {
  const { data } = await api.post<OpenWorkClaimResult>('/open-work/claim', { request, dayparts });
  return data;
}

export const useOpenWork = () => useQuery({ queryKey: openWorkKey, queryFn: ({ signal }) => readOpenWork(signal) });

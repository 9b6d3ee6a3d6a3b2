import { useQuery } from '@tanstack/react-query';
import {
  BRANCH_EXPORT_COLUMNS,
  type BranchLabels,
  type BranchRemark,
  type BranchRemarkKind,
  type BranchSecondment,
  type BranchWorkPlan,
  type GeneralCalendarDays,
} from '@app/contracts';
import { api, fetchFile } from '@app/platform/api';
import { csvColumnsQuery, toSearchParams } from '@app/ui/entity-list';

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

export const branchLabelsKey = (id: number) => ['branch-labels', id] as const;
export const branchRemarkKey = (id: number, kind: BranchRemarkKind) => ['branch-remark', id, kind] as const;

/** GET branch/{id}/labels */
export const useBranchLabels = (id: number) =>
  useQuery({ queryKey: branchLabelsKey(id), queryFn: () => data(api.get<BranchLabels>(`/branch/${id}/labels`)), staleTime: 0 });

/** PUT branch/{id}/labels `{ label_ids }`: the whole set; the server checks the group rules. */
export const saveBranchLabels = (id: number, labelIds: number[]) =>
  data(api.put<BranchLabels>(`/branch/${id}/labels`, { label_ids: labelIds }));

/** GET branch/{id}/remarks/{kind} */
export const useBranchRemark = (id: number, kind: BranchRemarkKind) =>
  useQuery({
    queryKey: branchRemarkKey(id, kind),
    queryFn: () => data(api.get<BranchRemark>(`/branch/${id}/remarks/${kind}`)),
    staleTime: 0,
  });

export const saveBranchRemark = (id: number, kind: BranchRemarkKind, value: string) =>
  data(api.put<BranchRemark>(`/branch/${id}/remarks/${kind}`, { value }));

/** GET branch/{id}/secondment */
export const useBranchSecondment = (id: number) =>
  useQuery({
    queryKey: ['branch-secondment', id],
    queryFn: () => data(api.get<BranchSecondment>(`/branch/${id}/secondment`)),
    staleTime: 0,
  });

/**
 * GET branch/{id}/export?format=: the file as a Blob, its columns titled in the user's language
 * (`csv-columns`, ADR 0105); the service leaves out the remarks the user may not read.
 */
export const fetchBranchExport = (id: number, format: 'csv' | 'pdf', t: (key: string) => string) => {
  const titles = BRANCH_EXPORT_COLUMNS.map((c) => ({ value: c.value, title: t(c.label) }));
  return fetchFile(`/branch/${id}/export?${toSearchParams({ format, ...csvColumnsQuery(titles) }).toString()}`);
};

/** An active period as master data's period list sends it. */
export interface ActivePeriod {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  current: boolean;
}

/** Active periods (readable by every profile), for the calendar's period choice. */
export const useActivePeriods = () =>
  useQuery({
    queryKey: ['branch-calendar', 'periods'],
    queryFn: () => data(api.get<ActivePeriod[]>('/period', { query: { 'filters[active]': 1, itemsPerPage: -1 } })),
    staleTime: 60_000,
  });

/** Staffing's request counts per date and daypart of one period, for the branch and the branches below it. */
export const useBranchCalendar = (id: number, periodId: number | null) =>
  useQuery({
    queryKey: ['branch-calendar', id, periodId],
    queryFn: () =>
      data(api.get<GeneralCalendarDays>('/calendar', { query: { period_id: periodId ?? 0, 'filters[branch][]': String(id) } })),
    enabled: periodId !== null,
    staleTime: 0,
  });

/** GET branch/{id}/work-plans */
export const useBranchWorkPlans = (id: number) =>
  useQuery({
    queryKey: ['branch-work-plans', id],
    queryFn: () => data(api.get<BranchWorkPlan[]>(`/branch/${id}/work-plans`)),
    staleTime: 0,
  });

type PersonRow = Record<string, unknown> & { id: number };

/** The person list's query for the persons working at a branch: a live contract there or below it. */
const branchPersonsQuery = (branchId: number) => ({ 'filters[branch][]': String(branchId), itemsPerPage: '-1' });

/** The persons working at a branch, in the person list's rows; read afresh each time the tab opens. */
export const useBranchPersons = (id: number) =>
  useQuery({
    queryKey: ['entity-list', 'person', 'branch', id],
    queryFn: async () => (await api.get<PersonRow[]>('/person', { query: branchPersonsQuery(id) })).data,
    staleTime: 0,
  });

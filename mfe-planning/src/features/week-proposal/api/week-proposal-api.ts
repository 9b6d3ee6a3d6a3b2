import { useQuery } from '@tanstack/react-query';
import type {
  OfferKind,
  Proposal,
  ProposalCandidate,
  ProposalCandidatesInput,
  ProposalCell,
  ProposalInput,
  ProposalSendResult,
  SelectOption,
} from '@app/contracts';
import { api } from '@app/platform/api';

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/** The week proposal's calls (docs/planning-proposal.md). */
export const weekProposalApi = {
  propose: (input: ProposalInput) => data(api.post<Proposal>('/planning/proposal', input)),
  /** the caller's branches (the inputs list keeps to the profile's branches), boards first */
  branches: async () =>
    (await api.get<{ branches?: SelectOption[] }>('/inputs', { query: { 'inputs[branches][search]': '' } })).data?.branches ?? [],
  /** who else could take one cell, the planner's current cells taken into account */
  candidates: (id: number, input: ProposalCandidatesInput) =>
    data(api.post<ProposalCandidate[]>(`/planning/proposal/${id}/candidates`, input)),
  send: (id: number, kind: OfferKind, cells: readonly ProposalCell[]) =>
    data(api.post<ProposalSendResult>(`/planning/proposal/${id}/send`, { kind, cells })),
};

export const cellKey = (c: Pick<ProposalCell, 'request' | 'date' | 'daypart'>) => `${c.request}:${c.date}:${c.daypart}`;

export const useProposalBranches = () => useQuery({ queryKey: ['week-proposal', 'branches'], queryFn: weekProposalApi.branches });

/** Matching's candidates for one cell of the proposal, judged with its other cells; never kept once the dialog closes. */
export const useSwapCandidates = (
  proposal: number,
  cell: Pick<ProposalCell, 'request' | 'date' | 'daypart'> | undefined,
  cells: readonly ProposalCell[],
  distance: number | undefined,
) =>
  useQuery({
    queryKey: ['week-proposal', proposal, 'candidates', cell?.request, cell?.date, cell?.daypart, cells],
    queryFn: () =>
      weekProposalApi.candidates(proposal, {
        request: cell!.request,
        date: cell!.date,
        daypart: cell!.daypart,
        cells: [...cells],
        ...(distance === undefined ? {} : { distance }),
      }),
    enabled: !!cell,
    gcTime: 0,
  });

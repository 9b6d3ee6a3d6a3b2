import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmbedTokenCreate, EmbedTokenIssued, EmbedTokenView } from '@app/contracts';
import { api } from '@app/platform/api';

const KEY = ['embed-tokens'];

export const useEmbedTokens = () =>
  useQuery({ queryKey: KEY, queryFn: async () => (await api.get<EmbedTokenView[]>('/embed-token')).data });

/** Issues a token; `onIssued` sees it before the list reads again. */
export function useIssueEmbedToken(onIssued: (token: EmbedTokenIssued) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmbedTokenCreate) => (await api.post<EmbedTokenIssued>('/embed-token', input)).data,
    onSuccess: (token) => {
      onIssued(token);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useRevokeEmbedToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<EmbedTokenView>(`/embed-token/${id}`)).data,
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

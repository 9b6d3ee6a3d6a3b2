import { useQuery } from '@tanstack/react-query';
import type { PersonPreview } from '@app/contracts';
import { api } from '@app/platform/api';

export const personPreviewKey = (personId: number) => ['person-preview', personId] as const;

/** GET person/{id}/preview, read when the dialog opens. */
export const usePersonPreview = (personId: number) =>
  useQuery({
    queryKey: personPreviewKey(personId),
    queryFn: async () => (await api.get<PersonPreview>(`/person/${personId}/preview`)).data,
    retry: false,
  });

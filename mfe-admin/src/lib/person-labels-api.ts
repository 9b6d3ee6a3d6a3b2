import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import { fetchInputOptions } from '@app/ui/template-form';
import type { LabelGroupRef, PersonLabel } from '../components/person-labels/label-groups';

/** A label as `GET inputs` offers it: the selectable item of spec 001 section 3. */
export interface LabelOption {
  id: number;
  name: string;
  color?: string;
  /** person_selectable: false for a group only branches may hold */
  label_group: Pick<LabelGroupRef, 'id' | 'name'> & { person_selectable?: boolean; branch_selectable?: boolean };
}

export const personLabelsKey = (personId: number) => ['person-labels', personId] as const;

/** GET person/{id}/labels: the person's labels with their group (name, colour). */
export function usePersonLabels(personId: number) {
  return useQuery({
    queryKey: personLabelsKey(personId),
    queryFn: async () => (await api.get<PersonLabel[]>(`/person/${personId}/labels`)).data,
    staleTime: 0,
  });
}

/** Every live label of the pool, for the add picker (`GET inputs?inputs[labels][search]=`). */
export function useLabelOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['inputs', 'labels', '', null],
    queryFn: () => fetchInputOptions<LabelOption>('labels'),
    enabled,
    staleTime: 60_000,
  });
}

/** POST person/{id}/labels `{ label_id }`: the server checks the group rules and answers the new set. */
export const addPersonLabel = async (personId: number, labelId: number) =>
  (await api.post<PersonLabel[]>(`/person/${personId}/labels`, { label_id: labelId })).data;

/** DELETE person/{id}/labels/{labelId}: answers the remaining set. */
export const removePersonLabel = async (personId: number, labelId: number) =>
  (await api.delete<PersonLabel[]>(`/person/${personId}/labels/${labelId}`)).data;

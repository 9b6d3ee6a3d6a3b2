import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import type { Blockade } from '../../../components/blockades/blockade';

export type { Blockade };

/** The fields a blockade form sends; a mass edit sends only those the user filled in. */
export interface BlockadeFields {
  pool: boolean;
  branches: number[];
  city: string | null;
  remark: string | null;
  start_date: string;
  end_date: string | null;
}

/** A branch tree item with the person's blockades there (GET branch/blockades?person={id}). */
export interface BlockadeTreeItem {
  id: number;
  name: string;
  blockades: { id: number }[];
  personal_blockades: number;
  children: BlockadeTreeItem[];
}

/** GET person/{id}/blockades: the person's blockades, the name the dialog's title shows, and the pool setting enable_personal_blockade. */
export interface PersonBlockades {
  person_name: string;
  blockades: Blockade[];
  personal_blockades_enabled: boolean;
}

export const personBlockadesKey = (personId: number) => ['person-blockades', personId] as const;

export function usePersonBlockades(personId: number) {
  return useQuery({
    queryKey: personBlockadesKey(personId),
    queryFn: async () => (await api.get<PersonBlockades>(`/person/${personId}/blockades`)).data,
    staleTime: 0,
  });
}

export function useBlockadeTree(personId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...personBlockadesKey(personId), 'tree'],
    queryFn: async () => (await api.get<BlockadeTreeItem[]>('/branch/blockades', { query: { person: personId } })).data,
    enabled,
    staleTime: 0,
  });
}

export const createBlockade = async (personId: number, fields: BlockadeFields) =>
  (await api.post<Blockade>('/blockade', { person_id: personId, ...fields })).data;

export const updateBlockade = async (id: number, fields: Partial<BlockadeFields>) =>
  (await api.put<Blockade>(`/blockade/${id}`, fields)).data;

export const massEditBlockades = async (ids: number[], fields: Partial<BlockadeFields>) =>
  (await api.put<Blockade[]>('/blockade/mass-edit', { ids, ...fields })).data;

export const massDeleteBlockades = async (ids: number[]) => (await api.post<{ deleted: number[] }>('/blockade/mass-delete', { ids })).data;

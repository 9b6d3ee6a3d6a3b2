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

/** What the blockade dialog starts from: an existing blockade, or the defaults of the new form. */
export type BlockadeStart = Pick<Blockade, 'pool' | 'branches' | 'city' | 'remark' | 'start_date' | 'end_date'>;

/** GET blockade/person/{personId}: the new form's defaults (the server's today, the kind and the branches picked). */
export interface NewBlockadeForm extends BlockadeStart {
  person_id: number;
  person_name: string;
  personal: boolean;
  personal_blockades_enabled: boolean;
}

const kindParam = (personal: boolean) => (personal ? '1' : '0');

/** The new form (MD-BLK-05): GET blockade/person/{personId}?branches={ids}&personal=0|1. */
export const readNewBlockadeForm = async (personId: number, branches: readonly number[], personal: boolean) =>
  (
    await api.get<NewBlockadeForm>(`/blockade/person/${personId}`, {
      query: { ...(branches.length ? { branches: branches.join(',') } : {}), personal: kindParam(personal) },
    })
  ).data;

/** The edit form (MD-BLK-05): GET blockade/{id}?personal=0|1, the blockade as it now stands. */
export const readBlockadeForm = async (id: number, personal: boolean) =>
  (await api.get<Blockade & { personal_blockades_enabled: boolean }>(`/blockade/${id}`, { query: { personal: kindParam(personal) } })).data;

export const createBlockade = async (personId: number, fields: BlockadeFields) =>
  (await api.post<Blockade>('/blockade', { person_id: personId, ...fields })).data;

export const updateBlockade = async (id: number, fields: Partial<BlockadeFields>) =>
  (await api.put<Blockade>(`/blockade/${id}`, fields)).data;

export const massEditBlockades = async (ids: number[], fields: Partial<BlockadeFields>) =>
  (await api.put<Blockade[]>('/blockade/mass-edit', { ids, ...fields })).data;

export const massDeleteBlockades = async (ids: number[]) => (await api.post<{ deleted: number[] }>('/blockade/mass-delete', { ids })).data;

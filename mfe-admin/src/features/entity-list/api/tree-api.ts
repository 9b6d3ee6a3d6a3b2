import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import type { TreeItem } from '../tree/tree-items';

/** Query key under the list's own prefix, so whatever refetches the list refetches its tree too. */
const treeQueryKey = (listKey: string, showArchived: boolean) => ['entity-list', listKey, 'tree', showArchived] as const;

/** A list's tree from its tree call (`treeUrl`, relative to the API root), the archived ones too when asked. */
export const useTree = (listKey: string, treeUrl: string, showArchived: boolean) =>
  useQuery({
    queryKey: treeQueryKey(listKey, showArchived),
    queryFn: async () => (await api.get<TreeItem[]>(`/${treeUrl}`, { query: showArchived ? { 'filters[archived]': 1 } : {} })).data ?? [],
  });

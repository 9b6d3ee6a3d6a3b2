import { useQuery } from '@tanstack/react-query';
import type { RoleView } from '@app/contracts';
import { api } from '@app/platform/api';

export const roleQueryKey = (id: number) => ['role-permissions', 'role', id] as const;

/** GET role/{id}: the role whose lists the tab edits (read again each time the tab opens). */
export function useRole(id: number) {
  return useQuery({ queryKey: roleQueryKey(id), queryFn: async () => (await api.get<RoleView>(`/role/${id}`)).data, staleTime: 0 });
}

/** GET role?itemsPerPage=-1: every role the pool sees, to walk a role's parent chain. */
export function useRoles() {
  return useQuery({
    queryKey: ['role-permissions', 'roles'],
    queryFn: async () => (await api.get<RoleView[]>('/role', { query: { itemsPerPage: -1 } })).data,
    staleTime: 0,
  });
}

export interface RolePermissionsInput {
  parent_id: number | null;
  allow: string[];
  deny: string[];
  view_entire_pool: boolean;
}

/** PUT role/{id} with only the parent, the lists and the flag: identity keeps the fields a body leaves out. */
export const saveRolePermissions = async (id: number, input: RolePermissionsInput): Promise<RoleView> =>
  (await api.put<RoleView>(`/role/${id}`, input)).data;

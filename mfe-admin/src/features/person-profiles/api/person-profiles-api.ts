import { useQuery } from '@tanstack/react-query';
import type { RoleView } from '@app/contracts';
import { api } from '@app/platform/api';

/** A live profile as GET person/{id}/profiles answers it (masterdata reads identity's published view). */
export interface PersonProfile {
  id: number;
  profile_type: { id: number; name: string; type: string } | null;
  /** the roles' names */
  roles: string[];
  branch: { id: number; name: string } | null;
  description: string | null;
  /** false for the person's last profile: 'Person must have at least one profile.' */
  removable: boolean;
}

/** POST profile's answer: a profile at once, or an invitation mail for a person without an account. */
export type GiveProfileAnswer = { profile_id: number; invited: false } | { profile_id: null; invited: true };

export const personProfilesKey = (personId: number) => ['person-profiles', personId] as const;

export function usePersonProfiles(personId: number) {
  return useQuery({
    queryKey: personProfilesKey(personId),
    queryFn: async () => (await api.get<PersonProfile[]>(`/person/${personId}/profiles`)).data,
    staleTime: 0,
  });
}

/**
 * Every role the pool sees (GET role?itemsPerPage=-1, PERMISSION_ROLE_ALL): identity publishes no
 * role lookup, so only callers with that right get the picker (docs/roles.md).
 */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['person-profiles', 'roles'],
    queryFn: async () => (await api.get<RoleView[]>('/role', { query: { itemsPerPage: -1 } })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** POST profile `{ person_id, branch_id, role_ids }` (identity, PERMISSION_PERSON_ALL). */
export const giveProfile = async (input: { person_id: number; branch_id: number; role_ids: number[] }) => (await api.post<GiveProfileAnswer>('/profile', input)).data;

/** DELETE profile/{id}/archive: identity refuses the last live profile with 422 meta.errors.id. */
export const archiveProfile = async (profileId: number) => (await api.delete<{ id: number; archived: true }>(`/profile/${profileId}/archive`)).data;

/** The invited person's address, for the message after an invitation (GET person/{id}). */
export const personEmail = async (personId: number) => (await api.get<{ email?: string | null }>(`/person/${personId}`)).data.email ?? null;

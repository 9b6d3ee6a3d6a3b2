import { useQuery } from '@tanstack/react-query';
import type { ProfileUpdated } from '@app/contracts';
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

/** A role the caller may give, as GET role/options answers it. */
export interface RoleOption {
  id: number;
  name: string;
}

/**
 * The roles the caller may give (GET role/options, PERMISSION_PERSON_ALL): identity answers only
 * those whose every right the caller holds, and sysadmin roles only to a sysadmin.
 */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['person-profiles', 'role-options'],
    queryFn: async () => (await api.get<RoleOption[]>('/role/options')).data,
    enabled,
    staleTime: 60_000,
  });
}

/** POST profile `{ person_id, branch_id, role_ids }` (identity, PERMISSION_PERSON_ALL). */
export const giveProfile = async (input: { person_id: number; branch_id: number; role_ids: number[] }) =>
  (await api.post<GiveProfileAnswer>('/profile', input)).data;

/** PUT profile/{id} `{ profile_type_id, description }` (identity, PERMISSION_PERSON_ALL): 422 meta.errors.profile_type_id for a type that is not live in the pool. */
export const updateProfile = async (profileId: number, input: { profile_type_id: number | null; description: string | null }) =>
  (await api.put<ProfileUpdated>(`/profile/${profileId}`, input)).data;

/** DELETE profile/{id}/archive: identity refuses the last live profile with 422 meta.errors.id. */
export const archiveProfile = async (profileId: number) =>
  (await api.delete<{ id: number; archived: true }>(`/profile/${profileId}/archive`)).data;

/** The invited person's address, for the message after an invitation (GET person/{id}). */
export const personEmail = async (personId: number) => (await api.get<{ email?: string | null }>(`/person/${personId}`)).data.email ?? null;

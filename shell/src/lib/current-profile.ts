import { useQuery } from '@tanstack/react-query';
import { ApiPath, type ProfileChoice } from '@app/contracts';
import { api, useSession } from '@app/platform';

/**
 * The signed-in profile with its role names and branch (GET auth/current-profile). The token only
 * carries role codes, and the profile chosen at login is not kept over a page reload.
 */
export function useCurrentProfile() {
  const payload = useSession((s) => s.payload);
  return useQuery({
    queryKey: ['current-profile', payload?.username, payload?.pool_id, payload?.profile_id],
    queryFn: async () => (await api.get<ProfileChoice>(ApiPath.currentProfile)).data,
    enabled: !!payload?.finished,
    staleTime: Infinity,
  });
}

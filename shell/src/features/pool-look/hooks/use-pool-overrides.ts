import { useQuery } from '@tanstack/react-query';
import type { PoolOverrides } from '@app/contracts';
import { poolOverridesOf, sessionStore, useSession } from '@app/platform/session';
import { readPoolOverrides } from '../api/current-pool-overrides';

/**
 * The signed-in pool's logo and custom messages (PLT-SHELL-02): read from GET auth/current-pool
 * and kept in the session (ID-LOGIN-09), so a reload shows the pool's logo before the call answers.
 * A failed read keeps what the session holds: the product's own look is the fallback.
 */
export function usePoolOverrides(): PoolOverrides | null {
  const poolId = useSession((s) => (s.payload?.finished ? s.payload.pool_id : null));
  useQuery({
    queryKey: ['pool-overrides', poolId],
    queryFn: async () => {
      try {
        sessionStore.getState().setOverrides(await readPoolOverrides());
      } catch (error) {
        // the look is no reason for an error dialog: the page works with the product's own logo
        console.warn('pool overrides not read', error);
      }
      return true;
    },
    enabled: poolId !== null,
    staleTime: Infinity,
    retry: false,
  });
  return useSession(poolOverridesOf);
}

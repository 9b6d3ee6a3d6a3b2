import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@app/contracts';
import { realtime } from '@app/platform/realtime';
import { useSession } from '@app/platform/session';
import { dashboardKeys } from '../lib/dashboard-api';

/**
 * Live planning: another user's change of a request (`pool/{id}/request/changed`,
 * a plan, an unplan, new dayparts ...) refetches the planning panel, the cards and the fill rate;
 * each refetch goes through its own rights-checked call. The client skips the user's own changes.
 */
export function useDashboardEvents() {
  const queryClient = useQueryClient();
  const poolId = useSession((s) => s.payload?.pool_id);
  useEffect(() => {
    if (!poolId) return undefined;
    return realtime.subscribe(channels.requestChanged(poolId), () => {
      for (const queryKey of Object.values(dashboardKeys)) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, poolId]);
}

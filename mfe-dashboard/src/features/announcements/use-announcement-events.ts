import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@app/contracts';
import { realtime } from '@app/platform/realtime';
import { useSession } from '@app/platform/session';
import { currentAnnouncementsKey } from './api/announcements-api';

/**
 * Live panel (ADR 0077): refetches on the pool's announcement list channel (another user added,
 * changed or archived one; the client skips the user's own writes) and on the profile's own
 * announcement channel (this profile marked one read on another screen).
 */
export function useAnnouncementEvents() {
  const queryClient = useQueryClient();
  const poolId = useSession((s) => s.payload?.pool_id);
  const profileId = useSession((s) => s.payload?.profile_id);
  useEffect(() => {
    if (!poolId || !profileId) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: currentAnnouncementsKey });
    const offList = realtime.subscribe(channels.entityList(poolId, 'announcement'), refetch);
    const offOwn = realtime.subscribe(channels.profileAnnouncement(poolId, profileId), refetch);
    return () => {
      offList();
      offOwn();
    };
  }, [queryClient, poolId, profileId]);
}

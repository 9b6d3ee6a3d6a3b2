import { useEffect } from 'react';
import { channels, type TokenPayload } from '@app/contracts';
import { navigate, realtime, sessionOwner, sessionStore, useSession } from '@app/platform';
import { freshToken } from '@app/platform/api';
import { renewOnTokenRefresh } from './renew-on-refresh';

/**
 * The shell's own channel: an administrator renamed, disabled or re-passworded this account, so the
 * session ends now. A module subscribes to its own channels while its screens are open (requests:
 * changes and locks, with the module's texts, ADR 0021).
 */
function subscribeAll(payload: TokenPayload): () => void {
  return realtime.subscribe(channels.profileAccount(payload.pool_id, payload.profile_id), () => navigate('/logout'));
}

/**
 * Connects the websocket for the signed-in user, reconnects on every user change and renews the
 * connection's token on every refresh.
 */
export function useRealtimeNotifications(): void {
  const userKey = useSession((s) => sessionOwner(s.payload));

  useEffect(() => {
    const { payload: current } = sessionStore.getState();
    if (!userKey || !current) return;
    let live = true;
    // after a page load the access token comes from the refresh cookie first (it lives in memory only)
    void freshToken().then((token) => {
      if (live && token) realtime.connect(token);
    });
    const unsubscribe = subscribeAll(current);
    const stopRenewing = renewOnTokenRefresh(realtime, sessionStore);
    return () => {
      live = false;
      stopRenewing();
      unsubscribe();
      realtime.disconnect();
    };
  }, [userKey]);
}

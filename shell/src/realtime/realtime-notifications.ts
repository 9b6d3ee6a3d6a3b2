import { useEffect } from 'react';
import { channels, type TokenPayload } from '@app/contracts';
import { i18n } from '@app/i18n';
import { navigate, realtime, sessionOwner, sessionStore, useSession, type RealtimeEvent } from '@app/platform';
import { toast } from '@app/ui';
import { renewOnTokenRefresh } from './renew-on-refresh';

interface LockingPayload {
  action?: 'block' | 'unblock';
  person?: { full_name?: string };
  request?: { id?: number };
}

interface ChangedPayload {
  action?: string;
  id?: number;
  request?: { id?: number };
}

export function lockingMessage(payload: LockingPayload): string {
  const key = payload.action === 'unblock' ? 'realtime.unlocked' : 'realtime.locked';
  return i18n.t(key, { id: payload.request?.id ?? '', name: payload.person?.full_name ?? '' });
}

export function changedMessage(event: RealtimeEvent): string {
  const payload = (event.payload ?? {}) as ChangedPayload;
  const action = payload.action ?? event.event.replace(/\/changed$/, '').split('/').pop() ?? 'changed';
  return i18n.t(`request.notification.${action}`, { id: payload.id ?? payload.request?.id ?? '' });
}

function subscribeAll(payload: TokenPayload): () => void {
  const offLocking = realtime.subscribe(channels.requestLocking(payload.pool_id), (event) =>
    toast(lockingMessage((event.payload ?? {}) as LockingPayload), { severity: 'warning', testId: 'realtime-toast' }),
  );
  const offChanged = realtime.subscribe(channels.requestChanged(payload.pool_id), (event) =>
    toast(changedMessage(event), { severity: 'warning', testId: 'realtime-toast' }),
  );
  // an administrator renamed, disabled or re-passworded this account: the session ends now
  const offAccount = realtime.subscribe(channels.profileAccount(payload.pool_id, payload.profile_id), () => navigate('/logout'));
  return () => {
    offLocking();
    offChanged();
    offAccount();
  };
}

/**
 * Connects the websocket for the signed-in user, reconnects on every user change and renews the
 * connection's token on every refresh.
 */
export function useRealtimeNotifications(): void {
  const userKey = useSession((s) => sessionOwner(s.payload));

  useEffect(() => {
    const { token, payload: current } = sessionStore.getState();
    if (!userKey || !token || !current) return;
    realtime.connect(token);
    const unsubscribe = subscribeAll(current);
    const stopRenewing = renewOnTokenRefresh(realtime, sessionStore);
    return () => {
      stopRenewing();
      unsubscribe();
      realtime.disconnect();
    };
  }, [userKey]);
}

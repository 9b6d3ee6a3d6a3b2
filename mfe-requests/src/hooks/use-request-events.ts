import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  channels,
  REQUEST_CHANGE_ACTIONS,
  type RequestChangeAction,
  type RequestChangedPayload,
  type RequestLockingPayload,
  type RequestView,
} from '@app/contracts';
import { realtime } from '@app/platform/realtime';
import { useSession } from '@app/platform/session';
import { entityListKey } from '@app/ui/entity-list';
import { toast } from '@app/ui/dialog-store';
import { requestKeys } from '../lib/request-api';

/** A lock event puts the holder into the cached request at once; the popup's switch shows it before any refetch. */
export function applyLockEvent(queryClient: QueryClient, payload: RequestLockingPayload): void {
  queryClient.setQueryData<RequestView>(requestKeys.request(payload.request), (request) =>
    request
      ? {
          ...request,
          lock:
            payload.action === 'block'
              ? { locked: true, locked_at: payload.locked_at, locked_until: payload.locked_until, locked_by: payload.person, own: false }
              : { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false },
        }
      : request,
  );
}

/**
 * Other users' request events while a request screen is open (spec 000 section 4): a change shows
 * 'request.notification.{action}' with the request's number and refreshes what shows it (the
 * request, its list, the groups); a lock shows at once in the request's lock switch and the list's
 * lock column. The realtime client already skips the user's own events.
 */
export function useRequestEvents(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const poolId = useSession((s) => s.payload?.pool_id);

  useEffect(() => {
    if (!poolId) return undefined;
    const offChanged = realtime.subscribe(channels.requestChanged(poolId), (event) => {
      const payload = (event.payload ?? {}) as Partial<RequestChangedPayload>;
      if (typeof payload.id !== 'number') return;
      const action = REQUEST_CHANGE_ACTIONS.includes(payload.action as RequestChangeAction) ? payload.action : 'updated';
      toast(t(`request.notification.${action}`, { id: payload.id }), {
        severity: 'warning',
        testId: 'request-notification',
      });
      void queryClient.invalidateQueries({ queryKey: requestKeys.request(payload.id) });
      void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
      void queryClient.invalidateQueries({ queryKey: requestKeys.groups });
    });
    const offLocking = realtime.subscribe(channels.requestLocking(poolId), (event) => {
      const payload = event.payload as RequestLockingPayload | undefined;
      if (!payload || typeof payload.request !== 'number') return;
      applyLockEvent(queryClient, payload);
      void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
    });
    return () => {
      offChanged();
      offLocking();
    };
  }, [poolId, queryClient, t]);
}

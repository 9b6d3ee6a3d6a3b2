import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequestRights, type RequestLockView, type RequestView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { useHasRight } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { requestApi, requestKeys } from '../../lib/request-api';

/** A little after the lock's end, so the server has let it go when the request is read again. */
const EXPIRY_SLACK_MS = 1000;
/** An own lock about to run out while the user still edits is renewed this long before its end. */
export const RENEW_BEFORE_MS = 30_000;

const msLeft = (until: string | null | undefined) => (until ? Date.parse(until) - Date.now() : 0);

/**
 * The request's lock (DOMAIN 'Locking', REQ-LOCK-01..07, ADR 0032): taken with the switch or when
 * the user starts editing, renewed while `editing()` says unsaved work is open, released with the
 * switch and when the popup closes, and read again when it times out (locked_until). The server
 * enforces it (423 for anyone but the holder) and tells other users.
 */
export function useRequestLock(request: RequestView | undefined, editing: () => boolean = () => false) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canLock = useHasRight(RequestRights.lock);
  const id = request?.id;
  const lock = request?.lock;
  const own = !!lock?.locked && lock.own;
  const lockedByOther = !!lock?.locked && !lock.own;

  const setLock = useCallback(
    (next: RequestLockView) => {
      if (id === undefined) return;
      queryClient.setQueryData<RequestView>(requestKeys.request(id), (r) => (r ? { ...r, lock: next } : r));
    },
    [id, queryClient],
  );

  const take = useCallback(async (): Promise<boolean> => {
    if (id === undefined) return false;
    try {
      setLock(await requestApi.lock(id));
      return true;
    } catch (error) {
      toast(apiErrorText(error, t('lock.failed')), { severity: 'error', testId: 'lock-toast' });
      void queryClient.invalidateQueries({ queryKey: requestKeys.request(id) });
      return false;
    }
  }, [id, setLock, queryClient, t]);

  const release = useCallback(async () => {
    if (id === undefined) return;
    try {
      setLock(await requestApi.unlock(id));
    } catch (error) {
      toast(apiErrorText(error, t('lock.failed')), { severity: 'error', testId: 'lock-toast' });
    }
  }, [id, setLock, t]);

  /** before a change: true when the user may go on (the lock is the user's now, or the user may not lock and nobody holds it) */
  const ownUntil = own ? lock?.locked_until : null;
  const startEditing = useCallback(async (): Promise<boolean> => {
    if (lockedByOther) return false;
    if (!canLock) return true;
    if (own && msLeft(ownUntil) > RENEW_BEFORE_MS) return true;
    return take();
  }, [lockedByOther, own, ownUntil, canLock, take]);

  // released on leave: the popup closes or shows another request
  const held = useRef({ own, id, editing });
  useEffect(() => {
    held.current = { own, id, editing };
  });
  useEffect(
    () => () => {
      const { own: stillOwn, id: heldId } = held.current;
      if (stillOwn && heldId !== undefined) void requestApi.unlock(heldId).catch(() => undefined);
    },
    [],
  );

  // released on timeout: read the request again when the lock runs out
  const until = lock?.locked ? lock.locked_until : null;
  useEffect(() => {
    if (!until || id === undefined) return undefined;
    const wait = Math.max(0, Date.parse(until) - Date.now()) + EXPIRY_SLACK_MS;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: requestKeys.request(id) }), wait);
    return () => clearTimeout(timer);
  }, [until, id, queryClient]);

  // renewed shortly before it runs out while the user still has unsaved work open
  useEffect(() => {
    if (!ownUntil) return undefined;
    const timer = setTimeout(
      () => {
        if (held.current.editing()) void take();
      },
      Math.max(0, msLeft(ownUntil) - RENEW_BEFORE_MS),
    );
    return () => clearTimeout(timer);
  }, [ownUntil, take]);

  return { canLock, own, lockedByOther, take, release, startEditing };
}

export type RequestLock = ReturnType<typeof useRequestLock>;

import { useCallback, useMemo, useRef } from 'react';
import type { Query } from '@tanstack/react-query';
import type { WorkStateLine } from '@app/contracts';

/** WS-09: the work-state fetch polls up to 20 times at 300 ms. */
export const POLL_TRIES = 20;
export const POLL_INTERVAL_MS = 300;

const awaitsPayroll = (line: WorkStateLine) => line.payroll_state === 'queued' || line.payroll_state === 'sending';

/**
 * Polls a work-state read while one of its lines is on its way to payroll (the `send` action queues
 * a line; the payroll send marks it sent or rejected a moment later): up to 20 fetches, 300 ms apart
 * (WS-09), counted per query from the first answer that had such a line. `restart` gives a new send
 * its own 20 tries.
 */
export function usePayrollPolling<T>(linesOf: (data: T) => readonly WorkStateLine[]) {
  const since = useRef<{ hash: string; count: number } | null>(null);
  const refetchInterval = useCallback(
    (query: Query<T, Error, T, readonly unknown[]>) => {
      const data = query.state.data;
      if (data === undefined || !linesOf(data).some(awaitsPayroll)) {
        since.current = null;
        return false;
      }
      if (since.current?.hash !== query.queryHash) since.current = { hash: query.queryHash, count: query.state.dataUpdateCount };
      return query.state.dataUpdateCount - since.current.count < POLL_TRIES ? POLL_INTERVAL_MS : false;
    },
    [linesOf],
  );
  const restart = useCallback(() => {
    since.current = null;
  }, []);
  return useMemo(() => ({ refetchInterval, restart }), [refetchInterval, restart]);
}

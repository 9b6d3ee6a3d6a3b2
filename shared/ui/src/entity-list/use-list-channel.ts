import { useEffect, useRef } from 'react';
import { realtime } from '@app/platform/realtime';

/**
 * Runs `onEvent` for every event on a list's realtime channel (the template's `channel`). The
 * client already skips events the signed-in user authored, so only other users' changes arrive.
 */
export function useListChannel(channel: string | undefined, onEvent: () => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!channel) return undefined;
    return realtime.subscribe(channel, () => latest.current());
  }, [channel]);
}

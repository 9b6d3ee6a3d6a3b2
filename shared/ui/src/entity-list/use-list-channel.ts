import { useEffect, useRef } from 'react';
import { realtime } from '@app/platform/realtime';

/**
 * Runs `onEvent` for every event on a list's realtime channels (the template's `channel` and its
 * `sockets`, LIST-12). The client already skips events the signed-in user authored, so only other
 * users' changes arrive.
 */
export function useListChannel(channel: string | readonly string[] | undefined, onEvent: () => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const names = (typeof channel === 'string' ? [channel] : (channel ?? [])).join('\n');
  useEffect(() => {
    if (!names) return undefined;
    const offs = names.split('\n').map((name) => realtime.subscribe(name, () => latest.current()));
    return () => offs.forEach((off) => off());
  }, [names]);
}

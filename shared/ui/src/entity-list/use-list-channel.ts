import { useEffect, useRef } from 'react';
import { realtime, type RealtimeEvent } from '@app/platform/realtime';

/**
 * Runs `onEvent` for every event on a list's realtime channels (the template's `channel` and its
 * `sockets`, LIST-12). The client already skips events the signed-in user authored, so only other
 * users' changes arrive.
 */
export function useListChannel(channel: string | readonly string[] | undefined, onEvent: (event: RealtimeEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const names = (typeof channel === 'string' ? [channel] : (channel ?? [])).join('\n');
  useEffect(() => {
    if (!names) return undefined;
    const offs = names.split('\n').map((name) => realtime.subscribe(name, (event) => latest.current(event)));
    return () => offs.forEach((off) => off());
  }, [names]);
}

/**
 * The record a list event names (PLT-RT-04, ADR 0283): master data's events carry `{ id, action }`,
 * never the record's fields, so each reader fetches what its own rights let it see. Null for an
 * event without one.
 */
export function changedRecordId(event: RealtimeEvent): number | null {
  const id = (event.payload as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

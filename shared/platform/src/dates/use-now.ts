import { useSyncExternalStore } from 'react';

/** The page's clock ticks every second (CONST-10, ADR 0283): what shows a time left counts down by it. */
export const CLOCK_TICK_MS = 1000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

/** One interval for the whole page, running only while something shows the time. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The clock's time; before it runs, the time now, kept for a tick so that React reads one value per render. */
function snapshot(): number {
  if (!timer && Date.now() - now >= CLOCK_TICK_MS) now = Date.now();
  return now;
}

/** The time in ms, read again on every tick of the page's clock. */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot);

/** 'm:ss' of what is left until `until` (an ISO instant) at `nowMs`; null when it has passed or there is none. */
export function timeLeft(until: string | null | undefined, nowMs: number): string | null {
  if (!until) return null;
  const seconds = Math.ceil((Date.parse(until) - nowMs) / 1000);
  if (!(seconds > 0)) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

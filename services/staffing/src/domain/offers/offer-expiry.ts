import { TIME_ZONE, type DaypartRef } from '@app/contracts';

/** When a daypart starts when its segment names no time: the school morning and afternoon. */
export const DEFAULT_DAYPART_START: Readonly<Record<1 | 2, string>> = { 1: '08:30', 2: '13:00' };

// made once: making a formatter costs far more than using it, and every offer's expiry uses it twice
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Europe/Amsterdam is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: Date): number {
  const parts = wallClock.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time ('HH:mm') on a date in Europe/Amsterdam (summer time included). */
export function amsterdamInstant(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const first = naive - zoneOffset(new Date(naive));
  // the offset at the guess may differ from the offset at the answer around a clock change
  return new Date(naive - zoneOffset(new Date(first)));
}

/** A daypart as an offer reads it: where it is and the start time of its segment, if any. */
export interface TimedDaypart extends DaypartRef {
  startTime: string | null;
}

export const daypartStart = (d: TimedDaypart): Date => amsterdamInstant(d.date, d.startTime ?? DEFAULT_DAYPART_START[d.daypart]);

/**
 * An offer's expiration (DOMAIN 'Invitations, reservations, inbox'): the pool's hours after it is
 * sent, but never after its first daypart starts (nobody can still accept work that has begun).
 */
export function offerExpiry(now: Date, hours: number, dayparts: readonly TimedDaypart[]): Date {
  const byHours = now.getTime() + hours * 3_600_000;
  const starts = dayparts.map((d) => daypartStart(d).getTime());
  return new Date(Math.min(byHours, ...starts));
}

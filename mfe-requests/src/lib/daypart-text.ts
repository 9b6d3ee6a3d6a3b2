import type { TFunction } from 'i18next';
import type { DaypartNumber, MatchDaypartStatus } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { formatDisplayDate, formatShortDay } from '@app/platform/dates';

/** 'ochtend' or 'middag' in the page's language. */
export const daypartName = (t: TFunction, daypart: DaypartNumber) => t(daypart === 1 ? 'daypart.morning' : 'daypart.afternoon');

/** '23-11-2026 ochtend, 24-11-2026 middag': dayparts as the dialogs and the timeline list them. */
export function daypartList(t: TFunction, refs: readonly { date: string; daypart: DaypartNumber }[], max = 8): string {
  const shown = refs.slice(0, max).map((r) => `${formatDisplayDate(r.date)} ${daypartName(t, r.daypart)}`);
  return refs.length > max ? `${shown.join(', ')} ${t('daypart.and_more', { count: refs.length - max })}` : shown.join(', ');
}

/**
 * A match's dayparts as the planner reads them: 'di 9 feb, ochtend: vrij; di 9 feb, middag: niet vrij',
 * in a group's matching with the member request ('#12').
 */
export function matchDaypartsText(t: TFunction, dates: Record<string, readonly MatchDaypartStatus[]>): string {
  const locale = currentLocale();
  return Object.entries(dates)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, parts]) =>
      parts.map((p) => {
        const request = p.request === undefined ? '' : ` #${p.request}`;
        return `${formatShortDay(date, locale)}, ${daypartName(t, p.daypart)}${request}: ${t(p.active ? 'matches.daypart.free' : 'matches.daypart.busy')}`;
      }),
    )
    .join('; ');
}

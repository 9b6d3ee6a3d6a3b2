import type { TFunction } from 'i18next';
import type { DaypartNumber } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';

/** 'ochtend' or 'middag' in the page's language. */
export const daypartName = (t: TFunction, daypart: DaypartNumber) => t(daypart === 1 ? 'daypart.morning' : 'daypart.afternoon');

/** '23-11-2026 ochtend, 24-11-2026 middag': dayparts as the dialogs and the timeline list them. */
export function daypartList(t: TFunction, refs: readonly { date: string; daypart: DaypartNumber }[], max = 8): string {
  const shown = refs.slice(0, max).map((r) => `${formatDisplayDate(r.date)} ${daypartName(t, r.daypart)}`);
  return refs.length > max ? `${shown.join(', ')} ${t('daypart.and_more', { count: refs.length - max })}` : shown.join(', ');
}

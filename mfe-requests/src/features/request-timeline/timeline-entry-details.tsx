import type { TFunction } from 'i18next';
import type { RequestTimelineEntry } from '@app/contracts';
import { daypartList } from '../../lib/daypart-text';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : Array.isArray(value) ? value.join(', ') : String(value);

/** What an entry concerns, a line each: its dayparts, the reason with the comment, the person, a message's recipient, the changed fields. */
export function entryDetails(t: TFunction, entry: RequestTimelineEntry): string[] {
  const { dayparts, reason, comment, person, changes, message } = entry.data;
  const lines: string[] = [];
  if (dayparts?.length) lines.push(daypartList(t, dayparts));
  if (reason || comment) lines.push(t('timeline.reason', { reason: [reason?.reason, comment].filter(Boolean).join(': ') }));
  if (person) lines.push(t('timeline.person', { name: person.full_name }));
  if (message) lines.push(t('timeline.recipient', { recipient: message.recipient }));
  for (const [field, change] of Object.entries(changes ?? {}))
    lines.push(
      t('timeline.change', { field: t(`fields.${field}`, { defaultValue: field }), from: shown(change.from), to: shown(change.to) }),
    );
  return lines;
}

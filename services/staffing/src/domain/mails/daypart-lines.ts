import { displayDate, type DaypartNumber, type DaypartRef } from '@app/contracts';

/** The names the mails give the two dayparts, in both languages. */
export const DAYPART_NAMES = { 1: { nl: 'ochtend', en: 'morning' }, 2: { nl: 'middag', en: 'afternoon' } } as const;

export type MailLanguage = 'nl' | 'en';

/** The dayparts as the offer mails list them, one a line: '- 28-06-2027 ochtend'. */
export const daypartLines = (dayparts: readonly DaypartRef[], lang: MailLanguage) =>
  dayparts.map((d) => `- ${displayDate(d.date)} ${DAYPART_NAMES[d.daypart][lang]}`).join('\n');

/**
 * The dayparts one date a line, in date order, each date's dayparts named together:
 * '- 28-06-2027 ochtend en middag' ('morning and afternoon'). For a mail about a stretch of days.
 */
export function dateLines(dayparts: readonly DaypartRef[], lang: MailLanguage): string {
  const byDate = new Map<string, Set<DaypartNumber>>();
  for (const d of dayparts) (byDate.get(d.date) ?? byDate.set(d.date, new Set()).get(d.date)!).add(d.daypart);
  const and = lang === 'nl' ? ' en ' : ' and ';
  return [...byDate.keys()]
    .sort()
    .map(
      (date) =>
        `- ${displayDate(date)} ${[...byDate.get(date)!]
          .sort()
          .map((p) => DAYPART_NAMES[p][lang])
          .join(and)}`,
    )
    .join('\n');
}

/** A request as a mail about several names it above its lines: 'Aanvraag 12, Het Kompas:' ('Request 12, ...'). */
export const requestHead = (number: number, branch: string, lang: MailLanguage) =>
  `${lang === 'nl' ? 'Aanvraag' : 'Request'} ${number}, ${branch}:`;

import { displayDate, type AvailabilityState, type DaypartNumber, type DaypartRef, type DefaultAvailabilityState } from '@app/contracts';
import { DAYPART_NAMES, type MailLanguage } from './daypart-lines';

/** The template of the mail to a person's planners about their availability, switched by MAILING_AVAILABILITY_CHANGED (ADR 0345). */
export const AVAILABILITY_CHANGED_TEMPLATE = 'staffing.availability_changed';

/** A daypart's own mark; null: none, the default week decides. */
export type MarkState = AvailabilityState | null;
/** A default week's slot; null: none, the working week decides. */
export type WeekState = DefaultAvailabilityState | null;

interface Change<S> {
  /** before the first change the notice holds */
  from: S;
  /** after the last */
  to: S;
}

/** What a person changed of their availability since their planners were last told. */
export interface AvailabilityChanges {
  /** marked dayparts, by 'date:daypart' */
  days: Record<string, Change<MarkState>>;
  /** the default week's slots, by 'weekday:daypart' (1 Monday .. 7 Sunday) */
  week: Record<string, Change<WeekState>>;
}

const dayKey = (d: DaypartRef) => `${d.date}:${d.daypart}`;

/** The change of marking `refs` as `to` (null: clearing their marks), given their marks before (by 'date:daypart'). */
export function markChanges(
  before: ReadonlyMap<string, AvailabilityState>,
  refs: readonly DaypartRef[],
  to: MarkState,
): AvailabilityChanges {
  const days: AvailabilityChanges['days'] = {};
  for (const ref of refs) days[dayKey(ref)] = { from: before.get(dayKey(ref)) ?? null, to };
  return { days: withoutSame(days), week: {} };
}

/** The change of setting default week slots, given the week before (by 'weekday:daypart'). */
export function weekChanges(
  before: ReadonlyMap<string, DefaultAvailabilityState> | undefined,
  slots: readonly { week_day: number; daypart: number; state: WeekState }[],
): AvailabilityChanges {
  const week: AvailabilityChanges['week'] = {};
  for (const s of slots) week[`${s.week_day}:${s.daypart}`] = { from: before?.get(`${s.week_day}:${s.daypart}`) ?? null, to: s.state };
  return { days: {}, week: withoutSame(week) };
}

function withoutSame<S>(changes: Record<string, Change<S>>): Record<string, Change<S>> {
  return Object.fromEntries(Object.entries(changes).filter(([, c]) => c.from !== c.to));
}

function foldOne<S>(earlier: Record<string, Change<S>>, later: Record<string, Change<S>>): Record<string, Change<S>> {
  const out = { ...earlier };
  // an earlier entry keeps its first state (null, no mark, is a state too); one set back was dropped, and `c.from` is that state again
  for (const [key, c] of Object.entries(later)) out[key] = { from: key in earlier ? earlier[key]!.from : c.from, to: c.to };
  return withoutSame(out);
}

/** A later change folded into the changes waiting: the first state and the last count, a daypart set back is no change. */
export const foldAvailability = (earlier: AvailabilityChanges, later: AvailabilityChanges): AvailabilityChanges => ({
  days: foldOne(earlier.days, later.days),
  week: foldOne(earlier.week, later.week),
});

export const isNoAvailabilityChange = (c: AvailabilityChanges) => !Object.keys(c.days).length && !Object.keys(c.week).length;

const STATE_NAMES: Record<AvailabilityState, Record<MailLanguage, string>> = {
  available: { nl: 'beschikbaar', en: 'available' },
  unavailable: { nl: 'niet beschikbaar', en: 'unavailable' },
  absent: { nl: 'afwezig', en: 'absent' },
};
const CLEARED = {
  day: { nl: 'volgt weer de standaardweek', en: 'follows the default week again' },
  week: { nl: 'geen standaard meer', en: 'no default any more' },
} as const;
const WEEKDAYS: Record<MailLanguage, string[]> = {
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const LABEL = {
  nl: { week: 'Standaardweek' },
  en: { week: 'Default week' },
} as const;

const stateName = (state: AvailabilityState | null, cleared: Record<MailLanguage, string>, lang: MailLanguage) =>
  state === null ? cleared[lang] : STATE_NAMES[state][lang];

function personLines(name: string, c: AvailabilityChanges, lang: MailLanguage): string {
  const lines = [`${name}:`];
  for (const key of Object.keys(c.days).sort()) {
    const [date, part] = key.split(':') as [string, string];
    const daypart = DAYPART_NAMES[Number(part) as DaypartNumber][lang];
    lines.push(`- ${displayDate(date)} ${daypart}: ${stateName(c.days[key]!.to, CLEARED.day, lang)}`);
  }
  const slots = Object.keys(c.week).sort();
  if (slots.length) lines.push(`${LABEL[lang].week}:`);
  for (const key of slots) {
    const [day, part] = key.split(':').map(Number) as [number, number];
    const daypart = DAYPART_NAMES[part as DaypartNumber][lang];
    lines.push(`- ${WEEKDAYS[lang][day - 1]} ${daypart}: ${stateName(c.week[key]!.to, CLEARED.week, lang)}`);
  }
  return lines.join('\n');
}

/**
 * The mail that tells a planner that persons they plan changed their availability: per person the
 * dayparts with their new mark, one a line ('- 08-06-2027 ochtend: niet beschikbaar'), then the
 * default week's changed slots. In Dutch and English together as the other mails (the recipient's
 * language is not known). No link: the planner opens the person's calendar on their screens.
 */
export function availabilityChangedMail(fullName: string, persons: readonly { name: string; changes: AvailabilityChanges }[]) {
  const list = (lang: MailLanguage) => persons.map((p) => personLines(p.name, p.changes, lang)).join('\n\n');
  return {
    subject: `Beschikbaarheid gewijzigd / Availability changed: ${persons.map((p) => p.name).join(', ')}`,
    text:
      `Beste ${fullName},\n\nDe beschikbaarheid van invallers die u plant is gewijzigd:\n\n${list('nl')}\n\n` +
      `Dear ${fullName},\n\nSubstitutes you plan changed their availability:\n\n${list('en')}\n`,
    secrets: {},
  };
}

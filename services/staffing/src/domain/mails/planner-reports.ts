import {
  DAYPART_STATES,
  dateInAmsterdam,
  displayDate,
  instantInAmsterdam,
  isOpenState,
  OPEN_STATES,
  type DaypartNumber,
  type DaypartState,
} from '@app/contracts';
import { addDays, isoWeekday } from '../calendar/iso-dates';
import { dateLines, requestHead, type MailLanguage } from './daypart-lines';

/** The planners' scheduled mails (ADR 0337): each working day's digest, Monday's report. */
export type PlannerReportKind = 'digest' | 'monday_report';

/** The templates, switched by MAILING_DIGEST and MAILING_MONDAY_REPORT. */
export const REPORT_TEMPLATE: Readonly<Record<PlannerReportKind, string>> = {
  digest: 'staffing.digest',
  monday_report: 'staffing.monday_report',
};

/** The time of day on Amsterdam's clock from which a day's reports go out: before the schools open. */
export const REPORT_TIME = '07:00';

/** A report due: its kind, the Amsterdam day it is for (its claim) and the dates it covers, both included. */
export interface DueReport {
  kind: PlannerReportKind;
  day: string;
  from: string;
  to: string;
}

/** Names a report of a day, for a job that remembers which it finished. */
export const reportKey = (r: Pick<DueReport, 'kind' | 'day'>) => `${r.kind}:${r.day}`;

/**
 * The reports due at `now`, from REPORT_TIME until the day ends on Amsterdam's clock: the digest
 * Monday to Friday, the Monday report on Monday; each covers the day and the six after it (on
 * Monday, the week). A day the service did not run after REPORT_TIME sends nothing later.
 */
export function dueReports(now: Date): DueReport[] {
  const day = dateInAmsterdam(now);
  if (instantInAmsterdam(now).slice(11) < REPORT_TIME) return [];
  const weekday = isoWeekday(day);
  const span = { day, from: day, to: addDays(day, 6) };
  return [
    ...(weekday <= 5 ? [{ kind: 'digest' as const, ...span }] : []),
    ...(weekday === 1 ? [{ kind: 'monday_report' as const, ...span }] : []),
  ];
}

/** The daypart states a report tells of: the digest those still needing a substitute, the Monday report every live one. */
export const reportedStates = (kind: PlannerReportKind): readonly DaypartState[] =>
  kind === 'digest' ? OPEN_STATES : DAYPART_STATES.filter((s) => s !== 'removed');

/** A live daypart at one of a planner's branches, as the reports read it. */
export interface ReportDaypart {
  requestId: number;
  number: number;
  branch: string;
  date: string;
  daypart: DaypartNumber;
  state: DaypartState;
}

/** The report's dates in a sentence ('14-06-2027 t/m 20-06-2027') or, without a language, a subject. */
const period = (r: DueReport, lang?: MailLanguage) =>
  `${displayDate(r.from)} ${lang === undefined ? '-' : lang === 'nl' ? 't/m' : 'to'} ${displayDate(r.to)}`;

/** A request's first date among its dayparts. */
const first = (ds: readonly ReportDaypart[]) => ds.map((d) => d.date).sort()[0]!;

const greeting = (lang: MailLanguage, fullName: string) => `${lang === 'nl' ? 'Beste' : 'Dear'} ${fullName},`;

/**
 * The digest: the dayparts of the report's dates at the planner's branches that still need a
 * substitute (open, or waiting for an invitation or reservation: `reportedStates`), per request by
 * its first such date, the dates one a line.
 */
export function digestMail(fullName: string, report: DueReport, dayparts: readonly ReportDaypart[]) {
  const byRequest = new Map<number, ReportDaypart[]>();
  for (const d of dayparts) byRequest.set(d.requestId, [...(byRequest.get(d.requestId) ?? []), d]);
  const requests = [...byRequest.values()].sort((a, b) => first(a).localeCompare(first(b)) || a[0]!.number - b[0]!.number);
  const list = (lang: MailLanguage) =>
    requests.map((ds) => `${requestHead(ds[0]!.number, ds[0]!.branch, lang)}\n${dateLines(ds, lang)}`).join('\n\n');
  const nl = `Deze dagdelen van ${period(report, 'nl')} op uw vestigingen hebben nog geen invaller:`;
  const en = `These dayparts from ${period(report, 'en')} at your branches have no substitute yet:`;
  return {
    subject: `Open dagdelen / Open dayparts: ${period(report)}`,
    text: `${greeting('nl', fullName)}\n\n${nl}\n\n${list('nl')}\n\n${greeting('en', fullName)}\n\n${en}\n\n${list('en')}\n`,
    secrets: {},
  };
}

interface Tally {
  requests: Set<number>;
  dayparts: number;
  filled: number;
  open: number;
  closed: number;
}

const WORDS = {
  nl: {
    request: ['aanvraag', 'aanvragen'],
    daypart: ['dagdeel', 'dagdelen'],
    filled: 'ingevuld',
    open: 'open',
    closed: 'gesloten',
    total: 'Totaal',
  },
  en: {
    request: ['request', 'requests'],
    daypart: ['daypart', 'dayparts'],
    filled: 'filled',
    open: 'open',
    closed: 'closed',
    total: 'Total',
  },
} as const;

const counted = (n: number, [one, more]: readonly [string, string]) => `${n} ${n === 1 ? one : more}`;

function tallyLine(t: Tally, lang: MailLanguage): string {
  const w = WORDS[lang];
  return (
    `${counted(t.requests.size, w.request)}, ${counted(t.dayparts, w.daypart)} ` +
    `(${t.filled} ${w.filled}, ${t.open} ${w.open}, ${t.closed} ${w.closed})`
  );
}

function add(t: Tally, d: ReportDaypart) {
  t.requests.add(d.requestId);
  t.dayparts++;
  if (d.state === 'planned') t.filled++;
  else if (isOpenState(d.state)) t.open++;
  else t.closed++;
}

const newTally = (): Tally => ({ requests: new Set(), dayparts: 0, filled: 0, open: 0, closed: 0 });

/**
 * The Monday report: per branch of the planner's with dayparts this week (by name), its requests
 * and dayparts, how many are filled (planned), open (still needing a substitute) and closed, then
 * the total.
 */
export function mondayReportMail(fullName: string, report: DueReport, dayparts: readonly ReportDaypart[]) {
  const total = newTally();
  const byBranch = new Map<string, Tally>();
  for (const d of dayparts) {
    add(total, d);
    add(byBranch.get(d.branch) ?? byBranch.set(d.branch, newTally()).get(d.branch)!, d);
  }
  const branches = [...byBranch.keys()].sort((a, b) => a.localeCompare(b));
  const body = (lang: MailLanguage) =>
    [...branches.map((b) => `- ${b}: ${tallyLine(byBranch.get(b)!, lang)}`), `${WORDS[lang].total}: ${tallyLine(total, lang)}`].join('\n');
  const nl = `Het overzicht van de week van ${period(report, 'nl')} voor uw vestigingen:`;
  const en = `The overview of the week from ${period(report, 'en')} for your branches:`;
  return {
    subject: `Maandagochtendrapport / Monday morning report: ${period(report)}`,
    text: `${greeting('nl', fullName)}\n\n${nl}\n\n${body('nl')}\n\n${greeting('en', fullName)}\n\n${en}\n\n${body('en')}\n`,
    secrets: {},
  };
}

/**
 * The mail of a report for one planner, of the dayparts of `reportedStates` at their branches; a
 * planner with none is sent no mail (an empty report tells nothing).
 */
export const reportMail = (fullName: string, report: DueReport, dayparts: readonly ReportDaypart[]) =>
  (report.kind === 'digest' ? digestMail : mondayReportMail)(fullName, report, dayparts);

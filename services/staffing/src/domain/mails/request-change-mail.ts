import type { DaypartRef } from '@app/contracts';
import { daypartKey } from '../dayparts/daypart-plan';
import { dateLines, requestHead, type MailLanguage } from './daypart-lines';

/** What changed of one request for one person since their last notice: dayparts added and removed, data fields changed. */
export interface RequestChanges {
  added: DaypartRef[];
  removed: DaypartRef[];
  /** the request's changed data fields, by their API name */
  details: string[];
}

/**
 * Whom a notice is for: a person planned on the request or offered it (ADR 0323), or a planner of
 * its branch (ADR 0337). Each has its mail, its right and the details it is told.
 */
export type NoticeAudience = 'person' | 'planner';

/** The template of the request-changed mail, switched by MAILING_DAYPARTS_CHANGED (ADR 0275, 0323). */
export const REQUEST_CHANGED_TEMPLATE = 'staffing.request_changed';

/** The template of the planners' request-changed mail, switched by MAILING_REQUEST_CHANGED (ADR 0337). */
export const REQUEST_CHANGED_PLANNER_TEMPLATE = 'staffing.request_changed.planner';

export const TEMPLATE_OF_AUDIENCE: Readonly<Record<NoticeAudience, string>> = {
  person: REQUEST_CHANGED_TEMPLATE,
  planner: REQUEST_CHANGED_PLANNER_TEMPLATE,
};

/** The pool settings' defaults (master data's catalogue) when a pool stored none. */
export const REQUEST_CHANGE_DELAY_MINUTES = 15;
export const EMAIL_GROUPING_MINUTES = 30;

/**
 * The request data a planned or offered person is told of when they change; the remarks for the
 * office, the labels, the group and the preferred person are not the person's to know.
 */
export const TOLD_DETAILS = ['absentee_person', 'reason_for_absence', 'general_remark', 'message', 'vacancy_url'] as const;

/** The request's data fields by name; a planner of the branch is told of each (ADR 0337). */
const DETAIL_NAMES: Record<string, { nl: string; en: string }> = {
  absentee_person: { nl: 'afwezige', en: 'absentee' },
  reason_for_absence: { nl: 'reden van afwezigheid', en: 'reason for absence' },
  general_remark: { nl: 'algemene opmerking', en: 'general remark' },
  message: { nl: 'bericht', en: 'message' },
  vacancy_url: { nl: 'vacaturelink', en: 'vacancy link' },
  preferred_person: { nl: 'voorkeursinvaller', en: 'preferred substitute' },
  labels: { nl: 'inzetbaarheid', en: 'employability' },
  admin_remark: { nl: 'opmerking beheer', en: 'admin remark' },
  internal_remark: { nl: 'interne opmerking', en: 'internal remark' },
  request_group: { nl: 'aanvraaggroep', en: 'request group' },
};

/** Of a change, what an audience is told: a person the data they see, a planner all of it. */
export const changesFor = (audience: NoticeAudience, changes: RequestChanges): RequestChanges =>
  audience === 'planner'
    ? changes
    : { ...changes, details: changes.details.filter((f) => (TOLD_DETAILS as readonly string[]).includes(f)) };

const without = (list: readonly DaypartRef[], gone: readonly DaypartRef[]) => {
  const keys = new Set(gone.map(daypartKey));
  return list.filter((d) => !keys.has(daypartKey(d)));
};
const union = (a: readonly DaypartRef[], b: readonly DaypartRef[]) => [...a, ...without(b, a)];

/**
 * A later change folded into the changes waiting for a person: a daypart added and removed again
 * (or removed and added again) is no change; the changed fields add up.
 */
export function mergeChanges(earlier: RequestChanges, later: RequestChanges): RequestChanges {
  return {
    added: union(without(earlier.added, later.removed), without(later.added, earlier.removed)),
    removed: union(without(earlier.removed, later.added), without(later.removed, earlier.added)),
    details: [...new Set([...earlier.details, ...later.details])],
  };
}

export const isNoChange = (c: RequestChanges) => !c.added.length && !c.removed.length && !c.details.length;

/** The dayparts added and removed between two sets of a request's live dayparts. */
export function daypartDifference(before: readonly DaypartRef[], after: readonly DaypartRef[]): Pick<RequestChanges, 'added' | 'removed'> {
  return { added: without(after, before), removed: without(before, after) };
}

/** When a notice waiting for a person is due: `delayMinutes` after the last change of its request. */
export const noticeDueAt = (changedAt: Date, delayMinutes: number) => new Date(changedAt.getTime() + delayMinutes * 60_000);

/**
 * Of a person's waiting notices, those one mail takes once the first is due: every notice due
 * within `groupingMinutes` of the first, so all in the mail fall within the grouping time of each
 * other; a later one waits for a mail of its own. None when the first is not due yet.
 */
export function mailBatch<T extends { dueAt: Date }>(waiting: readonly T[], now: Date, groupingMinutes: number): T[] {
  const sorted = [...waiting].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const first = sorted[0];
  if (!first || first.dueAt > now) return [];
  const until = first.dueAt.getTime() + groupingMinutes * 60_000;
  return sorted.filter((n) => n.dueAt.getTime() <= until);
}

export interface ChangedRequest {
  number: number;
  branch: string;
  changes: RequestChanges;
}

function requestLines(r: ChangedRequest, lang: MailLanguage): string {
  const lines = [requestHead(r.number, r.branch, lang)];
  if (r.changes.added.length) lines.push(lang === 'nl' ? 'Toegevoegd:' : 'Added:', dateLines(r.changes.added, lang));
  if (r.changes.removed.length) lines.push(lang === 'nl' ? 'Vervallen:' : 'Removed:', dateLines(r.changes.removed, lang));
  if (r.changes.details.length)
    lines.push(`${lang === 'nl' ? 'Gewijzigd' : 'Changed'}: ${r.changes.details.map((f) => DETAIL_NAMES[f]?.[lang] ?? f).join(', ')}`);
  return lines.join('\n');
}

const INTRO: Record<NoticeAudience, Record<MailLanguage, string>> = {
  person: {
    nl: 'Er is iets gewijzigd aan werk waarvoor u bent ingepland of uitgenodigd:',
    en: 'Something changed in work you are planned on or offered:',
  },
  planner: {
    nl: 'Iemand anders heeft aanvragen gewijzigd van vestigingen die u plant:',
    en: 'Someone else changed requests of branches you plan:',
  },
};

/**
 * The mail that tells of changes to requests, in Dutch and English together as the other mails
 * (the recipient's language is not known): to a person, of the work they are planned on or
 * offered; to a planner, of the requests of their branches. Each request with the dates and
 * dayparts added and removed and the data changed. No link.
 */
export function requestChangedMail(fullName: string, changed: readonly ChangedRequest[], audience: NoticeAudience) {
  const list = (lang: MailLanguage) => changed.map((r) => requestLines(r, lang)).join('\n\n');
  const branches = [...new Set(changed.map((r) => r.branch))].join(', ');
  return {
    subject: `Aanvraag gewijzigd / Request changed: ${branches}`,
    text:
      `Beste ${fullName},\n\n${INTRO[audience].nl}\n\n${list('nl')}\n\n` + `Dear ${fullName},\n\n${INTRO[audience].en}\n\n${list('en')}\n`,
    secrets: {},
  };
}

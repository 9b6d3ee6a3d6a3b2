import type { DaypartRef } from '@app/contracts';
import { dateLines, type MailLanguage } from '../mails/daypart-lines';

/** The template of the mail to a new request's planners, switched by MAILING_NEW_REQUEST (ADR 0331). */
export const NEW_REQUEST_TEMPLATE = 'staffing.new_request';

export interface NewRequestFacts {
  /** the planner the mail is for */
  fullName: string;
  requestNumber: number;
  branch: string;
  /** the absentee's name, when the request has one */
  absentee: string | null;
  reason: string;
  dayparts: readonly DaypartRef[];
}

const LABEL = {
  nl: { absent: 'Afwezig', reason: 'Reden', on: 'Op' },
  en: { absent: 'Absent', reason: 'Reason', on: 'On' },
} as const;

/**
 * The mail that tells a planner a request was made at a branch they plan: its number and branch,
 * the absentee and the reason, and its dates one a line with their dayparts. In Dutch and English
 * together as the other mails (the recipient's language is not known). No link: the planner finds
 * the request on their screens.
 */
export function newRequestMail(f: NewRequestFacts) {
  const who = (lang: MailLanguage) =>
    f.absentee ? `${LABEL[lang].absent}: ${f.absentee} (${f.reason})` : `${LABEL[lang].reason}: ${f.reason}`;
  const dates = (lang: MailLanguage) => (f.dayparts.length ? `${LABEL[lang].on}:\n${dateLines(f.dayparts, lang)}\n` : '');
  return {
    subject: `Nieuwe aanvraag / New request ${f.requestNumber}: ${f.branch}`,
    text:
      `Beste ${f.fullName},\n\nAanvraag ${f.requestNumber} is gemaakt voor ${f.branch}.\n${who('nl')}\n${dates('nl')}\n` +
      `Dear ${f.fullName},\n\nRequest ${f.requestNumber} was made for ${f.branch}.\n${who('en')}\n${dates('en')}`,
    secrets: {},
  };
}

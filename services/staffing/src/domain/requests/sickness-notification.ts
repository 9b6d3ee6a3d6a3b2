import type { DaypartRef } from '@app/contracts';
import { dateLines, type MailLanguage } from '../mails/daypart-lines';

/**
 * The sickness notification (MD-SET-08, ADR 0294): a new request's absence told to its school's
 * e-mail address, in Dutch and English together as the other mails: who is absent, why, and the
 * dates of the absence with their dayparts. No link, no secret.
 */
export function sicknessNotificationMail(facts: {
  absentee: string;
  branch: string;
  reason: string;
  requestNumber: number;
  dayparts: readonly DaypartRef[];
}) {
  const dates = (lang: MailLanguage) =>
    facts.dayparts.length ? `\n${lang === 'nl' ? 'Afwezig op' : 'Absent on'}:\n${dateLines(facts.dayparts, lang)}\n` : '';
  return {
    subject: `Ziekmelding / Sickness notification: ${facts.absentee}, ${facts.branch}`,
    text:
      `${facts.absentee} is afwezig gemeld bij ${facts.branch} (${facts.reason}), aanvraag ${facts.requestNumber}.\n${dates('nl')}\n` +
      `${facts.absentee} is reported absent at ${facts.branch} (${facts.reason}), request ${facts.requestNumber}.\n${dates('en')}`,
    secrets: {},
  };
}

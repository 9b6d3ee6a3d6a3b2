import { displayDate, type DaypartRef } from '@app/contracts';

/**
 * The sickness notification (MD-SET-08, ADR 0294): a new request's absence told to its school's
 * e-mail address, in Dutch and English together as the other mails: who is absent, why, and the
 * dates asked so far. No link, no secret.
 */
export function sicknessNotificationMail(facts: {
  absentee: string;
  branch: string;
  reason: string;
  requestNumber: number;
  dates: readonly DaypartRef[] | undefined;
}) {
  const days = [...new Set((facts.dates ?? []).map((d) => d.date))]
    .sort()
    .map((date) => `- ${displayDate(date)}`)
    .join('\n');
  const from = (lang: 'nl' | 'en') => (days ? `\n${lang === 'nl' ? 'Datums' : 'Dates'}:\n${days}\n` : '');
  return {
    subject: `Ziekmelding / Sickness notification: ${facts.absentee}, ${facts.branch}`,
    text:
      `${facts.absentee} is afwezig gemeld bij ${facts.branch} (${facts.reason}), aanvraag ${facts.requestNumber}.\n${from('nl')}\n` +
      `${facts.absentee} is reported absent at ${facts.branch} (${facts.reason}), request ${facts.requestNumber}.\n${from('en')}`,
    secrets: {},
  };
}

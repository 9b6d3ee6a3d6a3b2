import { CHAIN_SPAN_MONTHS, type ChainVerdict, type DaypartRef } from '@app/contracts';
import { daypartLines } from './daypart-lines';

/** The template of the warning to the planner, switched by MAILING_CONTRACT_CHAIN_WARNING (ADR 0334). */
export const CONTRACT_CHAIN_WARNING_TEMPLATE = 'staffing.contract_chain_warning';

export interface ChainWarningFacts {
  /** the planner the mail is for */
  fullName: string;
  /** the person planned */
  person: string;
  requestNumber: number;
  branch: string;
  /** the person's planned dayparts on the request */
  dayparts: readonly DaypartRef[];
  chain: ChainVerdict;
}

const dutchDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * The mail that warns a planner that the person they planned needs a contract past their contract
 * chain at the board: who, which request, the dayparts, and what the chain rule says (the contract
 * it would be in the chain since its start, against the limit in 36 months). Dutch and English
 * together as the other mails; no link: the planner works from the request's and the person's screens.
 */
export function contractChainWarningMail(f: ChainWarningFacts) {
  const since = dutchDate(f.chain.chain_start);
  const nl =
    `${f.person} is ingepland op aanvraag ${f.requestNumber} (${f.branch}). Het contract daarvoor overschrijdt ` +
    `de contractketen bij het bestuur: het wordt contract ${f.chain.contracts} in de keten sinds ${since}; ` +
    `de keten staat ${f.chain.limit} contracten toe binnen ${CHAIN_SPAN_MONTHS} maanden.`;
  const en =
    `${f.person} is planned on request ${f.requestNumber} (${f.branch}). The contract this needs exceeds ` +
    `the contract chain at the board: it would be contract ${f.chain.contracts} in the chain since ${since}; ` +
    `the chain allows ${f.chain.limit} contracts within ${CHAIN_SPAN_MONTHS} months.`;
  return {
    subject: `Waarschuwing contractketen / Contract chain warning: ${f.person}, ${f.branch}`,
    text:
      `Beste ${f.fullName},\n\n${nl}\n${daypartLines(f.dayparts, 'nl')}\n\n` +
      `Dear ${f.fullName},\n\n${en}\n${daypartLines(f.dayparts, 'en')}\n`,
    secrets: {},
  };
}

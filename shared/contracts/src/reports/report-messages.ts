/**
 * Texts of the report calls (spec 001 sections 5 and 8; RPT-MENU-04 names the warnings' keys, the
 * server's own wording is decided in docs/reports.md), with their Dutch for the message catalogue.
 */
export const ReportMessages = {
  /** a required filter is empty: board chains without a board, the per-branch reports without a branch */
  boardRequired: 'Select a board.',
  branchRequired: 'Select a branch.',
  /** every other report needs at least one filter applied */
  filterRequired: 'Set filters and press Apply.',
  periodTooLong: 'The period may span at most 731 days.',
  unknownReport: 'The report {{key}} does not exist.',
  sortNotAllowed: 'The report cannot be sorted by {{field}}.',
} as const;

export const REPORT_MESSAGES_NL: Readonly<Record<string, string>> = {
  [ReportMessages.boardRequired]: 'Selecteer een bestuur.',
  [ReportMessages.branchRequired]: 'Selecteer een vestiging.',
  [ReportMessages.filterRequired]: 'Stel filters in en druk op Toepassen.',
  [ReportMessages.periodTooLong]: 'De periode mag hoogstens 731 dagen beslaan.',
  [ReportMessages.unknownReport]: 'De rapportage {{key}} bestaat niet.',
  [ReportMessages.sortNotAllowed]: 'De rapportage kan niet gesorteerd worden op {{field}}.',
};

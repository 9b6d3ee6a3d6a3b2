/** English texts of a match's score parts and the facts behind them (`match_why.*` keys of the UI kit). */
export const matchWhyEn = {
  part: {
    preferred: 'Preferred',
    share: 'Dayparts',
    continuity: 'Continuity',
    labels: 'Labels',
    distance: 'Distance',
    hours: 'Contract hours',
    fairness: 'Spread',
  },
  fact: {
    preferred: 'preferred person',
    share: '{{n}} of {{of}} dayparts',
    worked_at_branch: 'worked at this branch before',
    replaced_absentee: 'replaced this absentee before',
    labels: '{{n}} of {{of}} labels',
    distance: '{{n}} km',
    hours_left: '{{n}} contract hours left this week',
    recent_dayparts: '{{n}} dayparts planned in the last 4 weeks',
  },
  chip: '{{part}} +{{points}}: {{facts}}',
  chip_no_facts: '{{part}} +{{points}}',
};

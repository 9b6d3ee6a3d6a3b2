import type { matchWhyEn } from './en';

/** Dutch texts of a match's score parts and the facts behind them (`match_why.*` keys of the UI kit). */
export const matchWhyNl: typeof matchWhyEn = {
  part: {
    preferred: 'Voorkeur',
    share: 'Dagdelen',
    continuity: 'Continuïteit',
    labels: 'Labels',
    distance: 'Afstand',
    hours: 'Contracturen',
    fairness: 'Spreiding',
  },
  fact: {
    preferred: 'voorkeurspersoon',
    share: '{{n}} van {{of}} dagdelen',
    worked_at_branch: 'werkte eerder op deze vestiging',
    replaced_absentee: 'verving deze afwezige eerder',
    labels: '{{n}} van {{of}} labels',
    distance: '{{n}} km',
    hours_left: 'nog {{n}} contracturen deze week',
    recent_dayparts: '{{n}} dagdelen gepland in de afgelopen 4 weken',
  },
  chip: '{{part}} +{{points}}: {{facts}}',
  chip_no_facts: '{{part}} +{{points}}',
};

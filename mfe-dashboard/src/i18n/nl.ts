import type { en } from './en';

/** Dutch texts of mfe-dashboard (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  page: {
    dashboard: 'Dashboard',
    inbox: 'Inbox',
    announcement: 'Mededelingen',
  },
  inbox: {
    proposal: {
      title: 'Voorgestelde invaller {{person}}',
      approve_message: '{{kind}} voor {{branch}}, geaccepteerd door {{person}}, die is ingepland: goedkeuren als invaller?',
      approve_done: 'Goedgekeurd: de invaller blijft ingepland.',
      deny_message: '{{kind}} voor {{branch}}, geaccepteerd door {{person}}: afwijzen? De dagdelen komen weer open te staan.',
      deny_done: 'Afgewezen: de dagdelen staan weer open.',
    },
    kind: { invitation: 'Uitnodiging', reservation: 'Reservering' },
    period: '{{from}} t/m {{to}}',
    expires: 'antwoord vóór {{at}}',
    address: 'Adres',
    schedule: 'Rooster',
    dayparts: 'Dagdelen',
    morning: 'ochtend',
    afternoon: 'middag',
    message: 'Bericht',
    more: 'Details',
    less: 'Minder details',
    approve: 'Accepteren',
    deny: 'Afwijzen',
    approve_title: 'Accepteren',
    approve_message: '{{kind}} voor {{branch}}: accepteren? Je wordt ingepland op de open dagdelen.',
    approve_done: 'Geaccepteerd: je bent ingepland.',
    deny_title: 'Afwijzen',
    deny_message: '{{kind}} voor {{branch}}: afwijzen?',
    deny_done: 'Afgewezen.',
    answer_failed: 'Je antwoord kon niet worden opgeslagen.',
    empty: 'Gefeliciteerd! Je inbox is leeg: er is niets meer te beantwoorden.',
    load_failed: 'De inbox kon niet worden geladen.',
    retry: 'Opnieuw proberen',
  },
};

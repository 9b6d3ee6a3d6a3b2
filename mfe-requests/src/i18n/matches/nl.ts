import type { matchesEn } from './en';

/** Dutch texts of the Matching tab's results. */
export const matchesNl: typeof matchesEn = {
  matches: {
    load_failed: 'De kandidaten konden niet worden geladen.',
    empty: 'Geen invaller voldoet aan alle regels voor de open dagdelen.',
    no_open: 'Elk dagdeel van deze aanvraag is ingepland of gesloten: er is niets te matchen.',
    no_open_group: 'Elk dagdeel van de aanvragen in deze groep is ingepland of gesloten: er is niets te matchen.',
    fits_requests_one: 'past bij aanvraag {{numbers}}',
    fits_requests_other: 'past bij aanvragen {{numbers}}',
    total: '{{candidates}} voor {{dayparts}}',
    candidates_one: '{{count}} kandidaat',
    candidates_other: '{{count}} kandidaten',
    open_dayparts_one: '{{count}} open dagdeel',
    open_dayparts_other: '{{count}} open dagdelen',
    shown: 'de beste {{count}} getoond',
    score: 'score {{score}}',
    available: '{{available}} van {{open}} dagdelen',
    not_checked: 'Nog niet gecontroleerd (geen gegevens in de basisgegevens): {{checks}}',
    checks: { blockades: 'blokkades', coc: 'VOG', distance: 'afstand' },
    filter: {
      distance: 'Afstand (km)',
      distance_invalid: 'Vul een afstand in km in van 0 tot 1000.',
      labels: 'Labels',
      no_labels: 'Geen labels',
      availability: 'Beschikbaarheid',
      any: 'Vrij op een deel van de dagdelen',
      full: 'Vrij op alle dagdelen',
      excluded: 'Toon uitgesloten',
    },
    excluded: 'Uitgesloten ({{count}})',
    excluded_none: 'Niemand is uitgesloten.',
    dayparts: 'Dagdelen',
    daypart: { free: 'vrij', busy: 'niet vrij' },
    offer: {
      select: 'Selecteer {{name}}',
      selected_one: '{{count}} kandidaat geselecteerd',
      selected_other: '{{count}} kandidaten geselecteerd',
      too_many: 'Er kunnen maximaal {{max}} personen tegelijk worden uitgenodigd.',
      invite: 'Uitnodigen',
      reserve: 'Reserveren',
      reserve_single: 'Selecteer één kandidaat om te reserveren.',
      invite_title: 'Uitnodigen',
      invite_message_one: '{{names}} uitnodigen voor de open dagdelen van deze aanvraag? Wie het eerst accepteert, wordt ingepland.',
      invite_message_other:
        'Deze {{count}} personen uitnodigen voor de open dagdelen van deze aanvraag? Wie het eerst accepteert, wordt ingepland: {{names}}',
      invite_done_one: '{{names}} is uitgenodigd.',
      invite_done_other: '{{count}} personen zijn uitgenodigd.',
      invite_failed: 'De uitnodiging kon niet worden verstuurd.',
      reserve_title: 'Reserveren',
      reserve_message: '{{names}} reserveren voor de open dagdelen van deze aanvraag? De persoon wordt vastgehouden tot die antwoordt.',
      group: {
        invite_message_one:
          '{{names}} uitnodigen voor de open dagdelen van elke aanvraag in de groep waar die bij past? Wie een aanvraag het eerst accepteert, wordt erop ingepland.',
        invite_message_other:
          'Deze {{count}} personen uitnodigen voor de open dagdelen van elke aanvraag in de groep waar ze bij passen? Wie een aanvraag het eerst accepteert, wordt erop ingepland: {{names}}',
        reserve_message:
          '{{names}} reserveren voor de open dagdelen van elke aanvraag in de groep waar die bij past? De persoon wordt ervoor vastgehouden tot die antwoordt.',
      },
      reserve_done: '{{names}} is gereserveerd.',
      reserve_failed: 'De reservering kon niet worden gemaakt.',
    },
  },
};

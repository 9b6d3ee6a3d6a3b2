import type { personMatchingEn } from './en';

/** Dutch texts of the person popup's Matching tab. */
export const personMatchingNl: typeof personMatchingEn = {
  person_matching: {
    availability: 'Beschikbaarheid',
    any: 'Vrij op een deel van de dagdelen',
    full: 'Vrij op elk dagdeel',
    show_excluded: 'Aanvragen tonen die niet passen',
    load_failed: 'De passende aanvragen konden niet worden geladen.',
    empty: 'Deze persoon past bij geen enkele open aanvraag.',
    total_one: '{{count}} open aanvraag past',
    total_other: '{{count}} open aanvragen passen',
    shown: 'de beste {{count}} getoond',
    request: 'Aanvraag',
    branch: 'Vestiging',
    period: 'Periode',
    dayparts: 'Dagdelen',
    available: '{{available}} van {{open}} vrij',
    score: 'Score',
    why: 'Waarom',
    invite: 'Uitnodigen',
    invite_title: 'Uitnodigen',
    invite_confirm: 'Deze persoon uitnodigen voor de open dagdelen van aanvraag {{request}}? Wie het eerst accepteert, wordt ingepland.',
    invited: 'De persoon is uitgenodigd voor aanvraag {{request}}.',
    invite_failed: 'De uitnodiging kon niet worden verstuurd.',
    excluded_one: '{{count}} aanvraag past niet',
    excluded_other: '{{count}} aanvragen passen niet',
    excluded_request: 'Aanvraag {{request}} ({{branch}})',
  },
};

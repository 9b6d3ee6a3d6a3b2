import type { personProfilesEn } from './en';

/** Dutch texts of the person popup's Profiles tab (the default language), typed against en.ts so no key goes missing. */
export const personProfilesNl: typeof personProfilesEn = {
  person_profiles: {
    none: 'Nog geen profielen.',
    roles: 'Rollen',
    branch: 'Vestiging',
    pool: 'Pool',
    profile_type: 'Functie',
    description: 'Omschrijving',
    edit: 'Wijzigen',
    edit_title: 'Profiel wijzigen',
    edit_save: 'Opslaan',
    updated: 'Het profiel is opgeslagen.',
    description_max: 'De omschrijving mag hoogstens {{max}} tekens hebben.',
    add: 'Profiel toevoegen',
    add_title: 'Een profiel toevoegen',
    save: 'Toevoegen',
    remove: 'Verwijderen',
    remove_title: 'Profiel verwijderen',
    remove_confirm: 'Dit profiel verwijderen? De persoon kan er dan niet meer mee inloggen.',
    last_profile: 'Een persoon moet minstens één profiel hebben.',
    added: 'Het profiel is toegevoegd.',
    removed: 'Het profiel is verwijderd.',
    invited: 'De persoon heeft nog geen account: er is een uitnodigingsmail gestuurd naar {{email}}.',
    invited_no_email: 'De persoon heeft nog geen account: er is een uitnodigingsmail gestuurd naar het e-mailadres van de persoon.',
  },
};

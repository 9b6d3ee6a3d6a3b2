import type { adminScreensEn } from './en';

/** Nederlandse teksten van de labels van een persoon, de tabbladen van een vestiging, "mijn gegevens" en beheer. */
export const adminScreensNl: typeof adminScreensEn = {
  labels: {
    none: 'Nog geen labels.',
    add: 'Label toevoegen',
    remove: '{{name}} verwijderen',
  },
  branch: {
    no_persons: 'Geen personen met een contract bij deze vestiging.',
    settings_text: 'De instellingen die deze vestiging anders mag hebben dan de pool staan op de instellingenpagina.',
    settings_open: 'Instellingen van de vestiging openen',
  },
  my_data: {
    no_person: 'Uw profiel is niet aan een persoon gekoppeld.',
    no_account: 'Geen account.',
  },
  manage: {
    load_failed: 'Het menu kon niet worden geladen.',
    empty: 'Met dit profiel is er niets te beheren.',
  },
};

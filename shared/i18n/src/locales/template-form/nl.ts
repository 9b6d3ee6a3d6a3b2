import type { templateFormEn } from './en';

/** Dutch texts of the template form and the preview popups (person and branch tabs). */
export const templateFormNl: typeof templateFormEn = {
  template_form: {
    invalid_date: 'Het veld {{field}} is geen geldige datum.',
    numeric: 'Het veld {{field}} moet een getal zijn.',
    integer: 'Het veld {{field}} moet een geheel getal zijn.',
    min_value: 'Het veld {{field}} moet minimaal {{min}} zijn.',
    max_value: 'Het veld {{field}} mag niet groter zijn dan {{max}}.',
    after_or_equal: 'Het veld {{field}} moet een datum op of na {{other}} zijn.',
    date_placeholder: 'DD-MM-JJJJ',
    no_options: 'Geen opties',
    save: 'Opslaan',
    saved: 'Het item is opgeslagen.',
    created: 'Item #{{id}} is aangemaakt.',
    save_failed: 'Het item kon niet worden opgeslagen.',
  },
  entity_popup: {
    create_title: 'Aanmaken',
    close: 'Sluiten',
    archived: 'Gearchiveerd',
    archive: 'Archiveren',
    unarchive: 'Herstellen',
    unsaved_title: 'Niet-opgeslagen wijzigingen',
    unsaved_message: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je verlaten zonder op te slaan?',
    not_found: 'Het gevraagde item {{id}} kon niet worden gevonden',
    person_not_found: 'Persoon #{{id}} niet gevonden',
    branch_not_found: 'Vestiging #{{id}} niet gevonden',
    load_failed: 'Het item kon niet worden geladen.',
    no_data_available: 'Geen gegevens beschikbaar',
  },
  person: {
    tabs: {
      details: 'Gegevens',
      account: 'Account',
      profiles: 'Profielen',
      labels: 'Labels',
      planning: 'Planning',
      contracts: 'Contracten',
      documents: 'Documenten',
      blockades: 'Blokkades',
      availabilities: 'Beschikbaarheid',
      logs: 'Logboek',
    },
  },
  branch: {
    tabs: {
      summary: 'Samenvatting',
      calendar: 'Kalender',
      documents: 'Documenten',
      labels: 'Labels',
      persons: 'Personen',
      settings: 'Instellingen',
    },
  },
};

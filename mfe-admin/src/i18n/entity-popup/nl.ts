import type { entityPopupEn } from './en';

/** Dutch texts of the preview and create popups: frame, saving, and the tabs the popup templates name (the default language), typed against en.ts so no key goes missing. */
export const entityPopupNl: typeof entityPopupEn = {
  entity_popup: {
    clone: 'Klonen',
    clone_title: 'Item #{{id}} klonen',
    changed_elsewhere:
      'Item #{{id}} is door een andere gebruiker gewijzigd. Sla je wijzigingen op of verlaat ze om die van de ander te zien.',
    create_title: 'Aanmaken',
    archived: 'Gearchiveerd',
    archive: 'Archiveren',
    unarchive: 'Herstellen',
    not_found: 'Het gevraagde item {{id}} kon niet worden gevonden',
    person_not_found: 'Persoon #{{id}} niet gevonden',
    branch_not_found: 'Vestiging #{{id}} niet gevonden',
    load_failed: 'Het item kon niet worden geladen.',
    no_data_available: 'Geen gegevens beschikbaar',
  },
  template_form: {
    save: 'Opslaan',
    saved: 'Het item is opgeslagen.',
    saved_item: 'Item #{{id}} is opgeslagen.',
    cloned: 'Item #{{from}} is gekloond als item #{{id}}.',
    created: 'Item #{{id}} is aangemaakt.',
    no_options: 'Geen opties',
  },
  person: {
    tabs: {
      details: 'Gegevens',
      account: 'Account',
      profiles: 'Profielen',
      labels: 'Labels',
      planning: 'Planning',
      matching: 'Matching',
      contracts: 'Contracten',
      documents: 'Documenten',
      blockades: 'Blokkades',
      availabilities: 'Beschikbaarheid',
      travel_expenses: 'Reiskosten',
      hourly_rate: 'Uurtarief',
      logs: 'Logboek',
      work_plans: 'Werkplannen',
      score: 'Score',
      saving_goals: 'Spaardoelen',
      other_data: 'Overige gegevens',
      data_supplier: 'Gegevensleverancier',
      couplings: 'Koppelingen',
      report: 'Pdf van persoonsgegevens',
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
      travel_expenses: 'Reiskosten',
      secondment: 'Detachering',
      workplan: 'Werkplan',
      admin_remark: 'Opmerking beheer',
      general_remark: 'Algemene opmerking',
      internal_remark: 'Interne opmerking',
      matching_info: 'Matchinginformatie',
      other_data: 'Overige gegevens',
      export: 'Exporteren',
    },
    no_persons: 'Geen personen met een contract bij deze vestiging.',
    settings_text: 'De instellingen die deze vestiging anders mag hebben dan de pool staan op de instellingenpagina.',
    settings_open: 'Instellingen van de vestiging openen',
  },
  branch_type: {
    tabs: {
      details: 'Gegevens',
    },
  },
  profile_type: {
    tabs: {
      details: 'Gegevens',
    },
  },
  vacation: {
    tabs: {
      details: 'Gegevens',
    },
  },
  period: {
    tabs: {
      details: 'Gegevens',
    },
  },
};

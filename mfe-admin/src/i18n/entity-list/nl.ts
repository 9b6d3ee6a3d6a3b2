import type { entityListEn } from './en';

/** Dutch texts of the generic list and tree list, with the header and filter texts the list templates name (the default language), typed against en.ts so no key goes missing. */
export const entityListNl: typeof entityListEn = {
  entity_list: {
    no_data_available: 'Geen gegevens beschikbaar',
    create: 'Aanmaken',
    close: 'Sluiten',
    export: 'Exporteren',
    search: 'Zoeken',
    show_archived: 'Toon gearchiveerd',
    archived: 'Gearchiveerd',
    archive: 'Archiveren',
    unarchive: 'Dearchiveren',
    archive_confirm: 'Wilt u dit item archiveren?',
    unarchive_confirm: 'Wilt u dit item herstellen?',
    archived_done: 'Item #{{id}} is gearchiveerd.',
    unarchived_done: 'Item #{{id}} is hersteld.',
    load_failed: 'De lijst kon niet worden geladen.',
    change_failed: 'De wijziging kon niet worden opgeslagen.',
    yes: 'Ja',
    no: 'Nee',
  },
  list: {
    actions: 'Acties',
  },
  list_view: {
    label: 'Weergave',
    table: 'Tabel',
    tree: 'Boom',
  },
  tree_list: {
    expand: 'Uitklappen',
    collapse: 'Inklappen',
    children: '{{count}} eronder',
    preview: 'Bekijken',
    edit: 'Bewerken',
    // the branch tree's additional entity (ADR 0276)
    additional: { schedule: 'Rooster', new_schedule: 'Nieuw rooster' },
  },
  list_header: {
    reports: 'Rapportages',
    person_help: {
      title: 'Personen vinden',
      search: 'Het zoeken kijkt in de volledige naam, het e-mailadres en het personeelsnummer.',
      branch: 'Het filter op vestiging toont personen met een lopend contract bij die vestiging of een vestiging eronder.',
      archived: 'Gearchiveerde personen staan er alleen bij met "Toon gearchiveerd".',
    },
  },
};

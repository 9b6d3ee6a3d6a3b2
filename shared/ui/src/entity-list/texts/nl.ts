import type { entityListEn } from './en';

/** Dutch texts of the template list (the default language), typed against en.ts so no key goes missing. */
export const entityListNl: typeof entityListEn = {
  entity_list: {
    // the create button the list templates' headers name
    create: 'Aanmaken',
    // LIST-12/13 (ADR 0281): een lijst die op zijn filter wacht, een rij voor de hele pool, de vinkjes, de rijacties
    condition_unmet: 'Stel de filters in en klik op Toepassen om de lijst te zien.',
    pool: 'Pool',
    select_all: 'Alle rijen van deze pagina selecteren',
    select_row: 'Item #{{id}} selecteren',
    select_children_one: 'Selecteren met {{count}} onderliggend item',
    select_children_other: 'Selecteren met {{count}} onderliggende items',
    actions: { preview: 'Voorbeeld', edit: 'Bewerken', view: 'Openen' },
    no_data_available: 'Geen gegevens beschikbaar',
    archived: 'Gearchiveerd',
    all: 'Alle',
    rows_per_page: 'Rijen per pagina',
    // a failed filter apply: the generic error with its code (FILTER-10)
    filter_failed: 'Er is een fout opgetreden (code {{code}}).',
    load_failed: 'De lijst kon niet worden geladen.',
    export_failed: 'De export kon niet worden gedownload.',
    yes: 'Ja',
    no: 'Nee',
    columns: 'Kolommen',
    locked: 'Vergrendeld',
    more_items: 'Nog {{count}}: {{items}}',
    locked_by: 'Vergrendeld door {{name}}',
    status: {
      completed: 'Ingevuld',
      high: 'Hoog',
      medium: 'Gemiddeld',
      other: 'Overig',
    },
    warning: {
      red: 'verstreken of binnen 1 week',
      orange: 'binnen 4 weken',
    },
  },
  pagination: {
    displayed_rows: '{{from}}–{{to}} van {{count}}',
    first: 'Naar de eerste pagina',
    last: 'Naar de laatste pagina',
    next: 'Naar de volgende pagina',
    previous: 'Naar de vorige pagina',
  },
};

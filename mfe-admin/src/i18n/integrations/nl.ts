import type { integrationsEn } from './en';

/** Dutch texts of the data supplier and additional field lists (their templates) (the default language), typed against en.ts so no key goes missing. */
export const integrationsNl: typeof integrationsEn = {
  integrations: {
    tabs: {
      details: 'Gegevens',
    },
    fields: {
      code: 'Code',
      branch: 'Vestiging',
      options: 'Opties (JSON)',
      label: 'Label',
      key: 'Sleutel',
      type: 'Soort',
      location: 'Toegevoegd aan',
      validation: 'Validatieregels',
    },
    field_types: {
      integer: 'Geheel getal',
      date: 'Datum',
      datetime: 'Datum en tijd',
      bool: 'Ja/nee',
    },
    locations: {
      person: 'Persoon',
      branch: 'Vestiging',
      request: 'Aanvraag',
    },
  },
};

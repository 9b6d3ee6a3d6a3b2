import type { integrationsEn } from './en';

/** Nederlandse teksten van de lijsten gegevensleveranciers en extra velden (Poolbeheer). */
export const integrationsNl: typeof integrationsEn = {
  tabs: { details: 'Gegevens' },
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
  field_types: { integer: 'Geheel getal', date: 'Datum', datetime: 'Datum en tijd', bool: 'Ja/nee' },
  locations: { person: 'Persoon', branch: 'Vestiging', request: 'Aanvraag' },
};

import type { personLabelsEn } from './en';

/** Dutch texts of the person's labels editor (the default language), typed against en.ts so no key goes missing. */
export const personLabelsNl: typeof personLabelsEn = {
  labels: {
    none: 'Nog geen labels.',
    add: 'Label toevoegen',
    remove: '{{name}} verwijderen',
  },
};

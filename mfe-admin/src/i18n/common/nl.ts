import type { commonEn } from './en';

/** Dutch texts of messages several admin screens show (the default language), typed against en.ts so no key goes missing. */
export const commonNl: typeof commonEn = {
  app: {
    cancel: 'Annuleren',
    retry: 'Opnieuw proberen',
  },
  errors: {
    generic: 'Er is een fout opgetreden',
  },
  validation: {
    title: 'Los alle validatiefouten op.',
  },
  rules: {
    required: 'Verplicht',
  },
};

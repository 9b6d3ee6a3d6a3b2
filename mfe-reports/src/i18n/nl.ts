import type { en } from './en';

/** Dutch texts of mfe-reports (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  page: {
    reports: 'Rapportages',
  },
};

import type { otherDataFormEn } from './en';

/** Dutch texts of the Other data form (the default language), typed against en.ts so no key goes missing. */
export const otherDataFormNl: typeof otherDataFormEn = {
  none: 'De pool heeft geen extra velden voor dit item.',
  save: 'Opslaan',
  saved: 'De overige gegevens zijn opgeslagen.',
};

import type { en } from './en';

/** Dutch texts of mfe-planning (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  page: {
    calendar: 'Kalender',
    planning: 'Planning',
  },
};

import type { manageAndMyDataEn } from './en';

/** Dutch texts of the manage page (menu groups) and the own-data page (the default language), typed against en.ts so no key goes missing. */
export const manageAndMyDataNl: typeof manageAndMyDataEn = {
  manage: {
    load_failed: 'Het menu kon niet worden geladen.',
    empty: 'Met dit profiel is er niets te beheren.',
  },
  menu_group: {
    main: 'Menu',
    admin: 'Beheer',
    group_admin: 'Groepsbeheer',
    global_admin: 'Globaal beheer',
    pool_admin: 'Poolbeheer',
    working_days_admin: 'Beheer werkdagen en tijden',
  },
  my_data: {
    no_person: 'Uw profiel is niet aan een persoon gekoppeld.',
    no_account: 'Geen account.',
  },
};

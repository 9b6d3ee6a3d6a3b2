import type { adminPolishEn } from './en';

/** Dutch texts found missing while walking the admin screens (issue 4 polish). */
export const adminPolishNl: typeof adminPolishEn = {
  pagination: {
    displayed_rows: '{{from}}–{{to}} van {{count}}',
    first: 'Naar de eerste pagina',
    last: 'Naar de laatste pagina',
    next: 'Naar de volgende pagina',
    previous: 'Naar de vorige pagina',
  },
};

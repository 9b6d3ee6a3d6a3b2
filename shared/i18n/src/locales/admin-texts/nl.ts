import type { adminTextsEn } from './en';

/** Dutch texts the admin templates name that no other area had (see en.ts). */
export const adminTextsNl: typeof adminTextsEn = {
  branch_type: { tabs: { details: 'Gegevens' } },
  profile_type: { tabs: { details: 'Gegevens' } },
  vacation: { tabs: { details: 'Gegevens' } },
  period: { tabs: { details: 'Gegevens' } },
  vacation_types: {
    holiday: 'Feestdag',
    schedule_free: 'Roostervrije dag',
    study: 'Studiedag',
    vacation: 'Vakantie',
  },
  profile_type_kinds: { employee: 'Medewerker', other: 'Overig', substitute: 'Invaller' },
};

import type { listNamesEn } from './en';

/** Dutch texts of the names the list templates give their lists (their `name`) (the default language), typed against en.ts so no key goes missing. */
export const listNamesNl: typeof listNamesEn = {
  menu: {
    persons: 'Personen',
    branches: 'Vestigingen',
    label: 'Labels',
    periods: 'Perioden',
    profile_types: 'Profieltypen',
    branch_types: 'Vestigingstypen',
    vacations: 'Vakanties',
  },
  admin_lists: {
    menu: {
      absence_group: 'Verzuimgroepen',
      additional_field: 'Extra velden',
      contract: 'Contracten',
      contract_type: 'Contractsoorten',
      data_supplier: 'Gegevensleveranciers',
      embed_token: 'Insluittokens',
      label_group: 'Labelgroepen',
      policy: 'Beleid',
      reason_for_absence: 'Verzuimredenen',
      reason_for_daypart: 'Redenen voor dagdelen',
      schedule: 'Roosters',
      week_schedule: 'Weekroosters',
      work_plan: 'Werkplannen',
      work_plan_definition: 'Werkplandefinities',
    },
  },
};

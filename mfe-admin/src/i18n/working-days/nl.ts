import type { workingDaysEn } from './en';

/** Dutch texts of the working days and absence lists: schedules, week schedules, reasons (their templates) (the default language), typed against en.ts so no key goes missing. */
export const workingDaysNl: typeof workingDaysEn = {
  working_days: {
    tabs: {
      details: 'Gegevens',
    },
    fields: {
      active: 'Actief',
      branch: 'Vestiging',
      branches: 'Vestigingen',
      segments: 'Dagdelen',
      segment_count: 'Dagdelen',
      name_addition: 'Toevoeging',
      period: 'Periode',
      week_schedule: 'Weekrooster',
      vacations: 'Vakanties',
      reason_count: 'Redenen',
      deletable: 'Verwijderbaar',
      code: 'Code',
      description: 'Omschrijving',
      absence_group: 'Verzuimgroep',
      external_code: 'Externe code',
      vf_code: 'VF-code',
      chain_info: 'Contractketen',
      substitute_required: 'Vervanger nodig',
      absentee_required: 'Afwezige verplicht',
      agreement_description: 'Omschrijving afspraak',
      pool_tool: 'Pooltool',
      action: 'Actie',
      reason: 'Reden',
      plannable: 'Inplanbaar',
    },
    segment: {
      week_day: 'Weekdag',
      daypart: 'Dagdeel',
      start_class_time: 'Lestijd van',
      end_class_time: 'Lestijd tot',
      start_work_time: 'Werktijd van',
      end_work_time: 'Werktijd tot',
      extra_time: 'Extra tijd',
      wtf: 'WTF',
    },
    daypart_actions: {
      add: 'Toevoegen',
      close: 'Sluiten',
      delete: 'Verwijderen',
      open: 'Heropenen',
      unplan: 'Uitplannen',
    },
    chain_info: {
      counts: 'Telt mee in de keten',
      replacement_only: 'Alleen vervanging',
      not_counted: 'Telt niet mee',
    },
  },
};

/** Dutch texts of the work plans and work plan definitions lists (their templates, ADR 0109). */
export const workPlanListsNl = {
  work_plan_lists: {
    tabs: {
      details: 'Gegevens',
    },
    fields: {
      person: 'Persoon',
      branch: 'Vestiging',
      period: 'Periode',
      hours: 'Uren',
      hours_or_definition: 'Uren (leeg: uit de werkplandefinitie)',
      definition_hours: 'Uren volgens definitie',
      hours_difference: 'Verschil',
      description: 'Omschrijving',
      bapo: 'Bapo',
      sustainable_employability: 'Duurzame inzetbaarheid',
      work_plan_count: 'Werkplannen',
    },
  },
};

/** English texts of the work plans and work plan definitions lists (their templates, ADR 0109). */
export const workPlanListsEn = {
  work_plan_lists: {
    tabs: {
      details: 'Details',
    },
    fields: {
      person: 'Person',
      branch: 'Branch',
      period: 'Period',
      hours: 'Hours',
      hours_or_definition: 'Hours (blank: from the work plan definition)',
      definition_hours: 'Definition hours',
      hours_difference: 'Difference',
      description: 'Description',
      bapo: 'Bapo',
      sustainable_employability: 'Sustainable employability',
      work_plan_count: 'Work plans',
    },
  },
};

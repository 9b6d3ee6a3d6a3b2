/** English texts of the names the list templates give their lists (their `name`). */
export const listNamesEn = {
  menu: {
    persons: 'Persons',
    branches: 'Branches',
    label: 'Labels',
    periods: 'Periods',
    profile_types: 'Profile types',
    branch_types: 'Branch types',
    vacations: 'Vacations',
  },
  admin_lists: {
    menu: {
      absence_group: 'Absence groups',
      additional_field: 'Additional fields',
      contract: 'Contracts',
      contract_type: 'Contract types',
      data_supplier: 'Data suppliers',
      embed_token: 'Embed tokens',
      label_group: 'Label groups',
      policy: 'Policies',
      reason_for_absence: 'Reasons for absence',
      reason_for_daypart: 'Reasons for dayparts',
      schedule: 'Schedules',
      week_schedule: 'Week schedules',
      work_plan: 'Work plans',
      work_plan_definition: 'Work plan definitions',
    },
  },
};

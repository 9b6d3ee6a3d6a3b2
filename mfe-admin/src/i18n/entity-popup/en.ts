/** English texts of the preview and create popups: frame, saving, and the tabs the popup templates name. */
export const entityPopupEn = {
  entity_popup: {
    create_title: 'Create',
    archived: 'Archived',
    archive: 'Archive',
    unarchive: 'Unarchive',
    not_found: 'The requested item {{id}} could not be found',
    person_not_found: 'Person #{{id}} not found',
    branch_not_found: 'Branch #{{id}} not found',
    load_failed: 'The item could not be loaded.',
    no_data_available: 'No data available',
  },
  template_form: {
    save: 'Save',
    saved: 'The item was saved.',
    created: 'Item #{{id}} was created.',
    no_options: 'No options',
  },
  person: {
    tabs: {
      details: 'Details',
      account: 'Account',
      profiles: 'Profiles',
      labels: 'Labels',
      planning: 'Planning',
      matching: 'Matching',
      contracts: 'Contracts',
      documents: 'Documents',
      blockades: 'Blockades',
      availabilities: 'Availabilities',
      travel_expenses: 'Travel expenses',
      hourly_rate: 'Hourly rate',
      logs: 'Logs',
      work_plans: 'Work plans',
      score: 'Score',
      saving_goals: 'Saving goals',
      other_data: 'Other data',
      data_supplier: 'Data supplier',
      couplings: 'Couplings',
      report: 'PDF of personal data',
    },
  },
  branch: {
    tabs: {
      summary: 'Summary',
      calendar: 'Calendar',
      documents: 'Documents',
      labels: 'Labels',
      persons: 'Persons',
      settings: 'Settings',
      travel_expenses: 'Travel expenses',
      secondment: 'Secondment',
      workplan: 'Work plan',
      admin_remark: 'Admin remark',
      general_remark: 'General remark',
      internal_remark: 'Internal remark',
      matching_info: 'Matching info',
      other_data: 'Other data',
      export: 'Export',
    },
    no_persons: 'No persons with a contract at this branch.',
    settings_text: 'The settings this branch may set differently from the pool are on the settings page.',
    settings_open: 'Open the branch settings',
  },
  branch_type: {
    tabs: {
      details: 'Details',
    },
  },
  profile_type: {
    tabs: {
      details: 'Details',
    },
  },
  vacation: {
    tabs: {
      details: 'Details',
    },
  },
  period: {
    tabs: {
      details: 'Details',
    },
  },
};

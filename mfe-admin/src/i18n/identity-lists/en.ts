/** English texts of the roles, accounts and pools lists (their templates). */
export const identityListsEn = {
  identity_admin: {
    list: {
      roles: 'Roles',
      accounts: 'Accounts',
      pools: 'Pools',
    },
    fields: {
      code: 'Code',
      name: 'Name',
      view_entire_pool: 'View entire pool',
      username: 'Username',
      email: 'E-mail',
      enabled: 'Enabled',
      last_login: 'Last login',
      password: 'New password',
      password_confirmation: 'Repeat new password',
      url: 'URL',
      logo: 'Logo',
      start_date: 'Start date',
      end_date: 'End date',
      whitelabel_url: 'White-label URL',
      enable_sms: 'Text messages',
      database_name: 'Database name',
      modules: 'Modules',
      custom_message_en: 'Custom message (English)',
      custom_message_nl: 'Custom message (Dutch)',
    },
    modules: {
      requests: 'Requests',
      planning: 'Planning',
      work_state: 'Work state',
      reports: 'Reports',
    },
    tabs: {
      details: 'Details',
      permissions: 'Permissions',
    },
  },
};

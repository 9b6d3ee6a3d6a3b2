/** English texts of the manage page (menu groups) and the own-data page. */
export const manageAndMyDataEn = {
  manage: {
    load_failed: 'The menu could not be loaded.',
    empty: 'There is nothing to manage with this profile.',
  },
  menu_group: {
    main: 'Menu',
    admin: 'Admin',
    group_admin: 'Group admin',
    global_admin: 'Global admin',
    pool_admin: 'Pool admin',
    working_days_admin: 'Working days and times admin',
  },
  my_data: {
    no_person: 'Your profile is not linked to a person.',
    no_account: 'No account.',
  },
};

/** English texts of the announcement list and form (its template) and of the rich-text editor. */
export const announcementsEn = {
  announcements: {
    page: 'Announcements',
    list_title: 'Announcements',
    tabs: { details: 'Details' },
    fields: {
      title: 'Title',
      content: 'Content',
      icon: 'Icon',
      pinned: 'Pinned',
      start_date: 'Start date',
      end_date: 'End date',
      roles: 'Roles (empty: everybody)',
      branch_ids: 'Branches (empty: every branch)',
      author: 'Author',
    },
    icons: { Campaign: 'Megaphone', Info: 'Information', Warning: 'Warning', Event: 'Event', School: 'School', Celebration: 'Celebration' },
    roles: {
      ROLE_ADMINISTRATOR: 'Administrator',
      ROLE_BOARD: 'Board',
      ROLE_SCHOOL: 'School',
      ROLE_EMPLOYEE: 'Employee',
      ROLE_SUBSTITUTE: 'Substitute',
    },
  },
};

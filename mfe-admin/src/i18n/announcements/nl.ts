/** Dutch texts of the announcement list and form (its template) and of the rich-text editor. */
export const announcementsNl = {
  announcements: {
    page: 'Mededelingen',
    list_title: 'Mededelingen',
    tabs: { details: 'Gegevens' },
    fields: {
      title: 'Titel',
      content: 'Inhoud',
      icon: 'Icoon',
      pinned: 'Vastgezet',
      start_date: 'Begindatum',
      end_date: 'Einddatum',
      roles: 'Rollen (leeg: iedereen)',
      branch_ids: 'Vestigingen (leeg: alle vestigingen)',
      author: 'Auteur',
    },
    icons: {
      Campaign: 'Megafoon',
      Info: 'Informatie',
      Warning: 'Waarschuwing',
      Event: 'Evenement',
      School: 'School',
      Celebration: 'Feest',
    },
    roles: {
      ROLE_ADMINISTRATOR: 'Beheerder',
      ROLE_BOARD: 'Bestuur',
      ROLE_SCHOOL: 'School',
      ROLE_EMPLOYEE: 'Medewerker',
      ROLE_SUBSTITUTE: 'Invaller',
    },
  },
};

/** English texts of mfe-planning. */
export const en = {
  page: {
    calendar: 'Calendar',
    planning: 'Planning',
  },
};

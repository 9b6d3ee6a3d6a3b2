/** English texts of mfe-reports. */
export const en = {
  page: {
    reports: 'Reports',
  },
};

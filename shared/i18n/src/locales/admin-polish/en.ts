/** English texts found missing while walking the admin screens (issue 4 polish). */
export const adminPolishEn = {
  pagination: {
    displayed_rows: '{{from}}–{{to}} of {{count}}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
  },
};

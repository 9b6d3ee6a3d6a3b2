/** English texts of the person's labels editor. */
export const personLabelsEn = {
  labels: {
    none: 'No labels yet.',
    add: 'Add a label',
    remove: 'Remove {{name}}',
  },
};

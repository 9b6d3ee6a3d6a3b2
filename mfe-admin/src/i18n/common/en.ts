/** English texts of messages several admin screens show. */
export const commonEn = {
  app: {
    cancel: 'Cancel',
    retry: 'Retry',
  },
  errors: {
    generic: 'An error occurred',
  },
  validation: {
    title: 'Please fix all the validation errors.',
  },
  rules: {
    required: 'Required',
  },
};

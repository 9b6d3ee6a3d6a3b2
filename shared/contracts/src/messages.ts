/** Exact user-visible texts from the specs that services send in meta.messages. */
export const Messages = {
  notEnoughPermissions: 'Not enough permissions',
  invalidCredentials: 'Invalid credentials.',
  noToken: 'There is no token.',
  secondFactorRequired: 'Second factor required.',
  validationTitle: 'Please fix all the validation errors.',
  genericError: 'An error occurred',
  unknownError: 'An unknown error occurred.',
  badRequest: 'Something went wrong. Please contact the site administrator if the problem persists.',
  notFound: 'The requested item {{id}} could not be found',
  tokenExpired: 'Your session has expired. Please log in again.',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
} as const;

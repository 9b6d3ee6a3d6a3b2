/** Exact user-visible texts from the specs that services send in meta.messages. */
export const Messages = {
  notEnoughPermissions: 'Not enough permissions',
  invalidCredentials: 'Invalid credentials.',
  noToken: 'There is no token.',
  secondFactorRequired: 'Second factor required.',
  validationTitle: 'Please fix all the validation errors.',
  genericError: 'An error occurred',
  unknownError: 'An unknown error occurred.',
  /** the generic description of a refused input whose fields say the rest */
  validationDescription: 'The data sent is not valid: see the fields.',
  /** the title of a refused removal (409 on a DELETE); the spec gives it in Dutch only */
  deleteImpossible: 'Deleting is not possible.',
  badRequest: 'Something went wrong. Please contact the site administrator if the problem persists.',
  notFound: 'The requested item {{id}} could not be found',
  tokenExpired: 'Your session has expired. Please log in again.',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  profileRequired: 'Person must have at least one profile.',
  /** a profile's function is a live profile type of its own pool (MD-PROF-01) */
  profileTypeNotLive: 'The function is not a profile type of this pool.',
  /** the generic required-field texts (FORM-02) for a field whose schema names no message of its own */
  fieldRequired: 'The field is required',
  valueBlank: 'This value should not be blank.',
} as const;

/** Titles of `meta.messages` by status code and kind. */
export const MessageTitles = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Access denied',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  423: 'Locked',
  429: 'Too many requests',
  error: 'Error',
  success: 'Success',
  twoFactor: 'Two-factor',
} as const;

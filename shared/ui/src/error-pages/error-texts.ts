/** The error catalogue of spec 000 section 8, as i18n keys by status code. */
export type ErrorKind = 'bad-request' | 'access-denied' | 'not-found' | 'method-not-allowed' | 'critical' | 'other';

export function errorKindOf(code: number): ErrorKind {
  switch (code) {
    case 400:
      return 'bad-request';
    case 403:
      return 'access-denied';
    case 404:
    case 406:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    default:
      return 'other';
  }
}

export const errorTexts: Record<ErrorKind, { title: string; text: string }> = {
  'bad-request': { title: 'errors.bad_request_title', text: 'errors.bad_request' },
  'access-denied': { title: 'errors.access_denied_title', text: 'errors.access_denied' },
  'not-found': { title: 'errors.not_found_title', text: 'errors.not_found' },
  'method-not-allowed': { title: 'errors.method_not_allowed_title', text: 'errors.method_not_allowed' },
  critical: { title: 'errors.critical_title', text: 'errors.critical' },
  other: { title: 'errors.title', text: 'errors.generic' },
};

import { i18n } from '@app/i18n';
import { ApiError, apiErrorText } from '@app/platform/api';

/**
 * A failed call as the shell shows it: what the server said (platform's apiErrorText), else
 * 'Error 503' by the answer's status, else 'An unknown error occurred.'; a rejection without any
 * reason is an 'Undefined error' (ERR-GEN-01).
 */
export function errorText(error: unknown): string {
  if (error === undefined || error === null) return i18n.t('errors.undefined');
  const fallback = error instanceof ApiError ? i18n.t('errors.code', { code: error.status }) : i18n.t('errors.unknown');
  return apiErrorText(error, fallback);
}

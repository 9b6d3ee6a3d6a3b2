import { ApiError } from '@app/platform/api';

/** What the server said when it refused: a 422's field messages, else its message (403 'Not enough permissions', 'Only sysadmins can grant admin permissions.'). */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return Object.values(error.fieldErrors).flat().join(' ') || error.message || fallback;
}

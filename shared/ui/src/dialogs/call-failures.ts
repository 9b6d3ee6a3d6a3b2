import { ApiError, onFailedWrite } from '@app/platform/api';
import { showError, type ErrorRequest } from './dialog-store';

/** What the error dialog says about a call: its status (0: no answer at all), the server's words and the request id. */
function described(error: unknown): Pick<ErrorRequest, 'code' | 'message' | 'requestId'> | null {
  if (error instanceof ApiError)
    return { code: error.status, message: error.meta.messages?.[0]?.message ?? error.meta.exception?.message, requestId: error.requestId };
  // fetch rejects with a TypeError when the server cannot be reached; anything else is a bug, not a call
  if ((error as Error | null)?.name === 'TypeError') return { code: 0 };
  return null;
}

/** A refused token ends the session elsewhere (renewal, then the login page): no dialog for it. */
const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The dialog for a failed read (ERR-GEN-03, ERR-DLG). With nothing of it on screen yet the screen
 * cannot work: a critical error with the code ('Error 500') and only the way to the dashboard; a
 * missing right or record says so by its code (403 access denied, 404/406 not found). A refetch that
 * fails while the earlier answer is still shown is closable.
 */
export function failedReadDialog(error: unknown, onScreen: boolean): ErrorRequest | null {
  const call = described(error);
  if (!call || endsSession(error)) return null;
  if (onScreen || [403, 404, 406].includes(call.code)) return call;
  return { code: call.code, requestId: call.requestId, critical: true };
}

/**
 * The dialog for a failed write. A refused write the user can act on (403, 404, 409, 410, 422...)
 * carries the server's message, which the screen shows beside the form; the dialog is for what the
 * user cannot fix: a bad or not allowed request (400, 405), a server failure (5xx) or no answer.
 */
export function failedWriteDialog(error: unknown): ErrorRequest | null {
  const call = described(error);
  if (!call || endsSession(error)) return null;
  return call.code === 0 || call.code === 400 || call.code === 405 || call.code >= 500 ? call : null;
}

/** The query clients' failed reads (createQueryClient's `onFailedRead`) as the page's error dialog. */
export function reportFailedRead(error: unknown, onScreen: boolean): void {
  const request = failedReadDialog(error, onScreen);
  if (request) showError(request);
}

/** Installs the error dialog for the page's failed writes (the shell does, once); answers the uninstall. */
export function showFailedWrites(): () => void {
  return onFailedWrite((error) => {
    const request = failedWriteDialog(error);
    if (request) showError(request);
  });
}

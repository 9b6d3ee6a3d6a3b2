import { ApiError } from '@app/platform/api';
import { failedReadDialog, failedWriteDialog } from './call-failures';
import { dialogStore, showError } from './dialog-store';

const answered = (status: number, message?: string) =>
  new ApiError(status, message ? { messages: [{ type: 'error', title: 'Error', message }] } : {}, null, `req-${status}`);

describe('which failed call shows which error dialog (ERR-DLG, ERR-GEN-03)', () => {
  it('a list that could not be read at all is a critical error with its code and request id', () => {
    expect(failedReadDialog(answered(500, 'An unknown error occurred.'), false)).toEqual({
      code: 500,
      requestId: 'req-500',
      critical: true,
    });
    expect(failedReadDialog(answered(400, 'Bad filter'), false)).toEqual({ code: 400, requestId: 'req-400', critical: true });
    expect(failedReadDialog(new TypeError('Failed to fetch'), false)).toEqual({ code: 0, critical: true });
  });

  it('a missing right or record says so by its code, closable; so does a refetch that failed under an answer on screen', () => {
    expect(failedReadDialog(answered(403, 'Not enough permissions'), false)).toEqual({
      code: 403,
      message: 'Not enough permissions',
      requestId: 'req-403',
    });
    expect(failedReadDialog(answered(404), false)).toMatchObject({ code: 404 });
    expect(failedReadDialog(answered(502), true)).toEqual({ code: 502, message: undefined, requestId: 'req-502' });
  });

  it('a write shows the dialog only for what the user cannot fix; a refused token never does', () => {
    expect(failedWriteDialog(answered(400))).toMatchObject({ code: 400, requestId: 'req-400' });
    expect(failedWriteDialog(answered(405))).toMatchObject({ code: 405 });
    expect(failedWriteDialog(answered(503))).toMatchObject({ code: 503 });
    expect(failedWriteDialog(new TypeError('Failed to fetch'))).toEqual({ code: 0 });
    for (const status of [401, 403, 404, 409, 422]) expect(failedWriteDialog(answered(status))).toBeNull();
    expect(failedReadDialog(answered(401), false)).toBeNull();
    expect(failedReadDialog(new Error('a bug'), false)).toBeNull();
  });

  it('a critical error on screen is not replaced by a lesser one', () => {
    showError({ code: 500, critical: true });
    showError({ code: 400 });
    expect(dialogStore.getState().error).toEqual({ code: 500, critical: true });
    dialogStore.setState({ error: null });
    showError({ code: 400 });
    expect(dialogStore.getState().error).toEqual({ code: 400 });
  });
});

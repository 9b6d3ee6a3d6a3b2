import { ApiError } from './api-error';
import { apiErrorText, apiProblem } from './error-text';

const refused = new ApiError(422, {
  messages: [{ type: 'error', title: 'Error', message: 'Please fix the form.' }],
  errors: { email: ['The email must be a valid email address.'], password: ['The password is too short.'] },
});
const forbidden = new ApiError(403, { messages: [{ type: 'error', title: 'Forbidden', message: 'Not enough permissions' }] });

describe('api error text', () => {
  it("gives a refused form's field messages first", () => {
    expect(apiErrorText(refused, 'fallback')).toBe('The email must be a valid email address. The password is too short.');
  });

  it("gives the answer's messages when no field is named", () => {
    expect(apiErrorText(forbidden, 'fallback')).toBe('Not enough permissions');
  });

  it('gives the message of an error thrown on the way, and the fallback when nothing was said', () => {
    expect(apiErrorText(new Error('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(apiErrorText(new ApiError(500, {}), 'fallback')).toBe('fallback');
    expect(apiErrorText('weird', 'fallback')).toBe('fallback');
  });

  it('keeps the messages and fields apart for a screen that shows them apart', () => {
    expect(apiProblem(refused)).toEqual({ messages: ['Please fix the form.'], fields: refused.fieldErrors });
  });
});

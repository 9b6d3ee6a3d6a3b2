import { registerTexts, setLocale } from '@app/i18n';
import { ApiError } from '@app/platform/api';
import { texts } from '../i18n';
import { errorText } from './error-text';

registerTexts('shell', texts);

describe('the shell error text', () => {
  beforeAll(async () => {
    const { i18n } = await import('@app/i18n');
    i18n.setDefaultNamespace('shell');
    await setLocale('en');
  });

  it('shows what the server said, else the status, else that the error is unknown', () => {
    expect(errorText(new ApiError(401, { messages: [{ type: 'error', title: 'Error', message: 'Invalid credentials.' }] }))).toBe(
      'Invalid credentials.',
    );
    expect(errorText(new ApiError(503, {}))).toBe('Error 503');
    expect(errorText(undefined)).toBe('An unknown error occurred.');
  });
});

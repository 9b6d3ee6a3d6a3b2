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
    expect(errorText(new Error(''))).toBe('An unknown error occurred.');
  });

  it('ERR-GEN-01/02: a rejection without a reason is an undefined error; an answer with only an exception says what it says', async () => {
    expect(errorText(undefined)).toBe('Undefined error');
    const exception = { type: 'exception' as const, title: 'An error occurred', message: 'An unknown error occurred.' };
    expect(errorText(new ApiError(500, { exception }))).toBe('An unknown error occurred.');
    await setLocale('nl');
    expect(errorText(undefined)).toBe('Ongedefinieerde fout');
    await setLocale('en');
  });
});

import { en, nl, localeFromCookie, i18n, setLocale } from './index';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('i18n', () => {
  it('has the same keys in nl and en', () => {
    expect(keys(nl).sort()).toEqual(keys(en).sort());
  });

  it('reads the locale cookie with nl as default', () => {
    expect(localeFromCookie('a=1; locale=en')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBe('nl');
    expect(localeFromCookie('')).toBe('nl');
  });

  it('carries the error catalogue and generic validation texts', async () => {
    await setLocale('en');
    expect(i18n.t('errors.not_found')).toBe("The page doesn't exists. Please go to your dashboard.");
    expect(i18n.t('errors.critical')).toBe('A critical error occurred. Please go to your dashboard.');
    expect(i18n.t('validation.required', { field: 'name' })).toBe('The name field is required.');
    await setLocale('nl');
    expect(i18n.t('empty.request')).toBe('Nog geen aanvragen');
  });
});

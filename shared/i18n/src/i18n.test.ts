import { i18n, localeFromCookie, registerTexts, setLocale, textsOf, UI_NAMESPACE } from './index';

describe('i18n', () => {
  it('reads the locale cookie with nl as default', () => {
    expect(localeFromCookie('a=1; locale=en')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBe('nl');
    expect(localeFromCookie('')).toBe('nl');
  });

  it("keeps each owner's texts in its own namespace, falling back to the kit's", async () => {
    registerTexts(UI_NAMESPACE, { nl: { kit: { retry: 'Opnieuw' } }, en: { kit: { retry: 'Retry' } } });
    registerTexts('mfe_one', { nl: { page: { title: 'Eén' } }, en: { page: { title: 'One' } } });
    registerTexts('mfe_two', { nl: { page: { title: 'Twee' } }, en: { page: { title: 'Two' } } });
    await setLocale('nl');
    const one = textsOf('mfe_one');
    expect(one('page.title')).toBe('Eén');
    expect(textsOf('mfe_two')('page.title')).toBe('Twee');
    expect(one('kit.retry')).toBe('Opnieuw');
    await setLocale('en');
    expect(one('page.title')).toBe('One');
    expect(i18n.t('page.title', { ns: 'mfe_two' })).toBe('Two');
  });

  it('adds nothing new when a module registers its texts again', () => {
    registerTexts('mfe_again', { nl: { a: 'A' }, en: { a: 'A' } });
    registerTexts('mfe_again', { nl: { a: 'A' }, en: { a: 'A' } });
    expect(i18n.getResourceBundle('nl', 'mfe_again')).toEqual({ a: 'A' });
  });
});

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@app/contracts';
import { en } from './locales/en';
import { nl } from './locales/nl';
import { localeCookie, localeFromCookie } from './locale-cookie';

export { en, nl };
export type { Resources } from './locales/en';
export { isLocale, localeCookie, localeFromCookie } from './locale-cookie';
export { textAt, untranslatedKeys } from './text-lookup';

function readDocumentLocale(): Locale {
  return typeof document === 'undefined' ? localeFromCookie('') : localeFromCookie(document.cookie);
}

/**
 * The one i18next instance of the page. `@app/i18n` is a shared singleton, so the shell and every
 * remote translate with this same instance and switch language together.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: readDocumentLocale(),
  fallbackLng: 'en',
  supportedLngs: ['nl', 'en'],
  resources: { en: { translation: en }, nl: { translation: nl } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'nl';
}

/** Switches the language and keeps it in the `locale` cookie the API calls read. */
export async function setLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.cookie = localeCookie(locale);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;

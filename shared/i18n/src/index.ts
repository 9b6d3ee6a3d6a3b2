import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@app/contracts';
import { localeCookie, localeFromCookie } from './locale-cookie';
import type { Texts } from './text-lookup';

export { isLocale, localeCookie, localeFromCookie } from './locale-cookie';
export { isTextGroup, publishRoutes, textAt, textKeys, untranslatedKeys, type TextTree, type Texts } from './text-lookup';

/** The namespace of the UI kit's texts (`@app/ui`): every other namespace falls back to it. */
export const UI_NAMESPACE = 'ui';

function readDocumentLocale(): Locale {
  return typeof document === 'undefined' ? localeFromCookie('') : localeFromCookie(document.cookie);
}

/**
 * The one i18next instance of the page. `@app/i18n` is a shared singleton, so the shell and every
 * remote translate with this same instance and switch language together. It starts without texts:
 * each owner (the shell, the UI kit, every module) adds its own under its own namespace
 * (registerTexts), and a React root reads its owner's namespace by default (I18nextProvider's
 * defaultNS), falling back to the kit's.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: readDocumentLocale(),
  fallbackLng: 'en',
  supportedLngs: ['nl', 'en'],
  resources: {},
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  fallbackNS: UI_NAMESPACE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds an owner's texts under its namespace; adding them again (a remote mounted anew) changes nothing. */
export function registerTexts(namespace: string, texts: Texts): void {
  for (const [locale, tree] of Object.entries(texts)) i18n.addResourceBundle(locale, namespace, tree, true, true);
}

/** A `t` of one namespace for code outside React (a module's helpers), in the language of the moment. */
export function textsOf(namespace: string): TFunction {
  return i18n.getFixedT(null, namespace);
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'nl';
}

/** Switches the language and keeps it in the `locale` cookie the API calls read. */
export async function setLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.cookie = localeCookie(locale);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

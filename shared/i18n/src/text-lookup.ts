import { en } from './locales/en';
import { nl } from './locales/nl';

/** The text a dotted i18n key resolves to in one locale's resources; a group of texts is no text. */
export function textAt(resources: object, key: string): string | undefined {
  const node = key
    .split('.')
    .reduce<unknown>((parent, part) => (parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined), resources);
  return typeof node === 'string' ? node : undefined;
}

/**
 * The keys nl or en has no text for, as `<locale>: <key>`, so a failing test names every gap at
 * once (the screens would show the raw key).
 */
export function untranslatedKeys(keys: Iterable<string>): string[] {
  const locales = { en, nl };
  return [...new Set(keys)].flatMap((key) =>
    Object.entries(locales)
      .filter(([, resources]) => textAt(resources, key) === undefined)
      .map(([locale]) => `${locale}: ${key}`),
  );
}

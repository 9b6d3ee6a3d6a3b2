import type { Locale, ModuleRoute, PublishedRoute } from '@app/contracts';

/** A tree of texts: dotted keys (`entity_list.create`) walk it down to a text. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** One owner's texts (a module, the shell, the UI kit) in every language. */
export type Texts = Record<Locale, TextTree>;

/** The text a dotted i18n key resolves to in one language's tree; a group of texts is no text. */
export function textAt(tree: TextTree, key: string): string | undefined {
  const node = key
    .split('.')
    .reduce<unknown>((parent, part) => (parent !== null && typeof parent === 'object' ? (parent as TextTree)[part] : undefined), tree);
  return typeof node === 'string' ? node : undefined;
}

/** True when the key names a group of texts (a template key's fixed prefix, `role_permissions.areas`). */
export function isTextGroup(tree: TextTree, key: string): boolean {
  const node = key
    .split('.')
    .reduce<unknown>((parent, part) => (parent !== null && typeof parent === 'object' ? (parent as TextTree)[part] : undefined), tree);
  return node !== null && typeof node === 'object';
}

/** Every dotted key with a text. */
export function textKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : textKeys(value, `${prefix}${key}.`)));
}

/**
 * The keys a language has no text for, as `<locale>: <key>`, so a failing test names every gap at
 * once (the screen would show the raw key).
 */
export function untranslatedKeys(keys: Iterable<string>, texts: Texts): string[] {
  return [...new Set(keys)].flatMap((key) =>
    Object.entries(texts)
      .filter(([, tree]) => textAt(tree, key) === undefined)
      .map(([locale]) => `${locale}: ${key}`),
  );
}

/**
 * A module's routes as its build publishes them: each title key resolved in every language of the
 * module's texts. A title without a text in some language is an error (the build fails on it).
 */
export function publishRoutes(module: string, routes: readonly ModuleRoute[], texts: Texts): PublishedRoute[] {
  return routes.map(({ title, ...route }) => {
    const resolved = Object.fromEntries(
      Object.entries(texts).map(([locale, tree]) => {
        const text = textAt(tree, title);
        if (text === undefined) throw new Error(`${module}: the title '${title}' of ${route.path} has no ${locale} text`);
        return [locale, text];
      }),
    ) as Record<Locale, string>;
    return { ...route, anyOf: [...route.anyOf], title: resolved };
  });
}

import { translateMessage, type Locale, type Meta } from '@app/contracts';

/** `meta.messages` titles and texts, the exception's and every `meta.errors` text in the locale; the rest as it was. */
export function translateMeta(meta: Meta, locale: Locale): Meta {
  if (locale === 'en' || (!meta.messages && !meta.errors && !meta.exception)) return meta;
  const t = (text: string) => translateMessage(text, locale);
  return {
    ...meta,
    ...(meta.messages ? { messages: meta.messages.map((m) => ({ ...m, title: t(m.title), message: t(m.message) })) } : {}),
    ...(meta.exception ? { exception: { ...meta.exception, title: t(meta.exception.title), message: t(meta.exception.message) } } : {}),
    ...(meta.errors ? { errors: Object.fromEntries(Object.entries(meta.errors).map(([field, list]) => [field, list.map(t)])) } : {}),
  };
}

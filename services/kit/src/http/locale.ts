import type { Context, Next } from 'koa';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@app/contracts';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The locale the caller asked for: `_locale` parameter, then the `locale` cookie; null when neither. */
export function requestedLocale(query: unknown, cookie: string | undefined): Locale | null {
  if (isLocale(query)) return query;
  if (isLocale(cookie)) return cookie;
  return null;
}

/** `_locale` parameter, then the `locale` cookie, then nl (DESIGN section 2, gateway). */
export function resolveLocale(query: unknown, cookie: string | undefined): Locale {
  return requestedLocale(query, cookie) ?? DEFAULT_LOCALE;
}

export async function localeMiddleware(ctx: Context, next: Next) {
  ctx.state.locale = resolveLocale(ctx.query._locale, ctx.cookies.get(LOCALE_COOKIE));
  await next();
}

import { PRODUCT_NAME, type Locale } from '@app/contracts';
import type { RouteDecision } from './route-guard';

const SHELL_TITLES = { login: 'page.login', logout: 'page.logout', 'switching-pool': 'page.switching_pool' } as const;

/**
 * The browser tab title of a decision (PLT-TITLE-01): product, page title, 'create new' on create
 * pages, joined by ' | '. A module's page is titled from its route (the module's text, in the
 * registry answer); the shell's own pages and error pages by the shell's texts.
 */
export function pageTitle(decision: RouteDecision, t: (key: string) => string, locale: Locale): string {
  switch (decision.kind) {
    case 'remote':
      return buildTitle(decision.route.title[locale], decision.route.create ? t('app.create_new') : null);
    case 'shell':
      return buildTitle(t(SHELL_TITLES[decision.page]), null);
    case 'error':
      return buildTitle(t(decision.code === 403 ? 'page.forbidden' : 'page.not_found'), null);
    default:
      return buildTitle(null, null);
  }
}

/** `Invalpool | Requests | create new`: product, page title, 'create new' on create pages. */
export function buildTitle(pageTitle: string | null, createNew: string | null): string {
  return [PRODUCT_NAME, pageTitle, createNew].filter((part): part is string => !!part).join(' | ');
}

import { PRODUCT_NAME } from '@app/contracts';
import type { RouteDecision } from './route-guard';

const SHELL_TITLES = { login: 'page.login', logout: 'page.logout', 'switching-pool': 'page.switching_pool' } as const;

/** The i18n title key of a decision, and whether it is a create page. */
export function titleOf(decision: RouteDecision): { key: string | null; create: boolean } {
  switch (decision.kind) {
    case 'remote':
      return { key: decision.route.title, create: !!decision.route.create };
    case 'shell':
      return { key: SHELL_TITLES[decision.page], create: false };
    case 'error':
      return { key: decision.code === 403 ? 'page.forbidden' : 'page.not_found', create: false };
    default:
      return { key: null, create: false };
  }
}

/** `Invalpool | Requests | create new`: product, page title, 'create new' on create pages. */
export function buildTitle(pageTitle: string | null, createNew: string | null): string {
  return [PRODUCT_NAME, pageTitle, createNew].filter((part): part is string => !!part).join(' | ');
}

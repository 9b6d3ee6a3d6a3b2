import { PRERENDERED_ATTRIBUTE } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { routeTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { resetTokenOf } from '../features/login/login-paths';
import { ssoReturnOf } from '../features/login/sso-login';
import { decideRoute } from '../routing/route-guard';

/**
 * Whether the page's first render is the one pre-rendered into `root` (the sign-in form, signed
 * out, in the page's language), so the sign-in script can take over its HTML instead of replacing
 * it. The reset stage, and the return from single sign-on (busy or with its error), render afresh.
 */
export function startsAsPrerendered(root: HTMLElement): boolean {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  const { pathname, search } = window.location;
  const decision = decideRoute(pathname, search, sessionStore.getState().payload, routeTable());
  const sso = ssoReturnOf(search);
  return (
    decision.kind === 'shell' &&
    decision.page === 'login' &&
    !resetTokenOf(pathname) &&
    !sso.ticket &&
    !sso.failed &&
    document.documentElement.lang === currentLocale()
  );
}

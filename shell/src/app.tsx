import { Component, lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@app/i18n';
import { navigate, useLocation, useRouteTable } from '@app/platform/navigation';
import { isLoggedIn, useSession } from '@app/platform/session';
import { ErrorPage } from '@app/ui/error-pages';
import { Loader } from '@app/ui/loader';
import { decideRoute, type RouteDecision } from './routing/route-guard';
import { pageTitle } from './routing/page-title';
import { RegistryUnavailable } from './remotes/registry-unavailable';
import { useRegistryStatus } from './remotes/registry';
import { LoginPage } from './features/login/login-page';
import { LogoutPage } from './features/login/logout-page';
import { DialogsHost, QuietBoundary } from './dialogs-host';

// Only login (after a logout, or a sign-in address opened inside the app; a cold /login has a page
// of its own, ADR 0288) and logout (which must end the session the moment it renders) are in the
// first download; the rest loads on demand: the signed-in layout (with react-query), the other shell
// pages, the remotes' area, the realtime notifications (signed in only) and the global dialogs (first use).
const AppLayout = lazy(() => import('./layout/app-layout-root').then((m) => ({ default: m.AppLayoutRoot })));
const RealtimeNotifications = lazy(() => import('./realtime/realtime-host').then((m) => ({ default: m.RealtimeNotifications })));
const SwitchingPoolPage = lazy(() =>
  import('./features/switching-pool/switching-pool-page').then((m) => ({ default: m.SwitchingPoolPage })),
);
const ModuleArea = lazy(() => import('./remotes/module-area').then((m) => ({ default: m.ModuleArea })));

/** Any error while rendering a route shows the critical error screen. */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <ErrorPage kind="critical" /> : this.props.children;
  }
}

function useDocumentTitle(decision: RouteDecision) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(decision, t, currentLocale());
  }, [decision, t, i18n.language]);
}

/** What stands in a module's area instead of it: an error page, the wait for the registry, or its failure. */
function AreaNotice({ decision }: { decision: RouteDecision }) {
  const { t } = useTranslation();
  const registry = useRegistryStatus();
  if (decision.kind === 'loading') return registry === 'error' ? <RegistryUnavailable /> : <Loader />;
  if (decision.kind !== 'error') return null;
  return (
    <ErrorPage
      kind={decision.code === 403 ? 'access-denied' : 'not-found'}
      message={decision.code === 403 ? t('errors.not_enough_permissions') : undefined}
    />
  );
}

function RouteContent({ decision, loggedIn }: { decision: RouteDecision; loggedIn: boolean }) {
  if (decision.kind === 'shell') {
    if (decision.page === 'login') return <LoginPage />;
    if (decision.page === 'logout') return <LogoutPage />;
    return <SwitchingPoolPage />;
  }
  const remote = decision.kind === 'remote' ? decision.remote : null;
  const content = (
    <>
      <AreaNotice decision={decision} />
      <ModuleArea remote={remote} />
    </>
  );
  return loggedIn ? <AppLayout>{content}</AppLayout> : content;
}

export function App() {
  const { pathname, search, href } = useLocation();
  const payload = useSession((s) => s.payload);
  const routes = useRouteTable();
  const decision = useMemo(() => decideRoute(pathname, search, payload, routes), [pathname, search, payload, routes]);
  const loggedIn = isLoggedIn(payload);
  useDocumentTitle(decision);

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision]);

  return (
    <>
      <RouteErrorBoundary resetKey={href}>
        <Suspense fallback={<Loader />}>
          {decision.kind === 'redirect' ? null : <RouteContent decision={decision} loggedIn={loggedIn} />}
        </Suspense>
      </RouteErrorBoundary>
      {loggedIn ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <RealtimeNotifications />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <DialogsHost />
    </>
  );
}

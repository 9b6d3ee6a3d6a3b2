import { Component, lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useLocation } from '@app/platform/navigation';
import { isLoggedIn, useSession } from '@app/platform/session';
import { ErrorPage } from '@app/ui/error-pages';
import { Loader } from '@app/ui/loader';
import { decideRoute, type RouteDecision } from './routing/route-guard';
import { buildTitle, titleOf } from './routing/page-title';
import { LoginPage } from './features/login/login-page';
import { LogoutPage } from './features/logout/logout-page';
import { DialogsHost, QuietBoundary } from './dialogs-host';

// Only login (and logout, which must end the session the moment it renders) is in the first
// download (budget: /login <= 250 KB gzip); the rest loads on demand: the signed-in layout (with
// react-query), the other shell pages, the remotes' area, the realtime notifications (signed in
// only) and the global dialogs (first use).
const AppLayout = lazy(() => import('./layout/app-layout-root').then((m) => ({ default: m.AppLayoutRoot })));
const RealtimeNotifications = lazy(() => import('./realtime/realtime-host').then((m) => ({ default: m.RealtimeNotifications })));
const SwitchingPoolPage = lazy(() => import('./features/switching-pool/switching-pool-page').then((m) => ({ default: m.SwitchingPoolPage })));
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
    const { key, create } = titleOf(decision);
    document.title = buildTitle(key ? t(key) : null, create ? t('app.create_new') : null);
  }, [decision, t, i18n.language]);
}

function RouteContent({ decision, loggedIn }: { decision: RouteDecision; loggedIn: boolean }) {
  const { t } = useTranslation();
  if (decision.kind === 'shell') {
    if (decision.page === 'login') return <LoginPage />;
    if (decision.page === 'logout') return <LogoutPage />;
    return <SwitchingPoolPage />;
  }
  const area =
    decision.kind === 'error' ? (
      <ErrorPage kind={decision.code === 403 ? 'access-denied' : 'not-found'} message={decision.code === 403 ? t('errors.not_enough_permissions') : undefined} />
    ) : null;
  const remote = decision.kind === 'remote' ? decision.remote : null;
  const content = (
    <>
      {area}
      <ModuleArea remote={remote} />
    </>
  );
  return loggedIn ? <AppLayout>{content}</AppLayout> : content;
}

export function App() {
  const { pathname, search, href } = useLocation();
  const payload = useSession((s) => s.payload);
  const decision = useMemo(() => decideRoute(pathname, search, payload), [pathname, search, payload]);
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

import { Component, lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, navigate, useLocation, useSession } from '@app/platform';
import { ErrorPage, GlobalDialogs, Loader } from '@app/ui';
import { decideRoute, type RouteDecision } from './routing/route-guard';
import { buildTitle, titleOf } from './routing/page-title';
import { LoginPage } from './features/login/login-page';
import { LogoutPage } from './features/logout/logout-page';
import { useRealtimeNotifications } from './realtime/realtime-notifications';

// Only login is in the first download (budget: /login <= 250 KB gzip); the rest loads on demand.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
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
  useDocumentTitle(decision);
  useRealtimeNotifications();

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision]);

  return (
    <>
      <RouteErrorBoundary resetKey={href}>
        <Suspense fallback={<Loader />}>
          {decision.kind === 'redirect' ? null : <RouteContent decision={decision} loggedIn={isLoggedIn(payload)} />}
        </Suspense>
      </RouteErrorBoundary>
      <GlobalDialogs />
    </>
  );
}

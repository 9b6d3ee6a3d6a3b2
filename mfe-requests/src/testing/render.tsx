import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ExtraPermission, Permission, type RequestLockView, type RequestView } from '@app/contracts';
import { registerTexts } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { GlobalDialogs } from '@app/ui/dialogs';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../i18n';

const NAMESPACE = 'mfe_requests';
// as the module's lifecycles do when it mounts
registerTexts(NAMESPACE, texts);

/** Signs a profile in with these rights (a planner: view, create, all, lock, matching). */
export function signIn(
  allow: string[] = [
    Permission.REQUEST_VIEW,
    Permission.REQUEST_CREATE,
    Permission.REQUEST_ALL,
    ExtraPermission.REQUEST_LOCK,
    ExtraPermission.REQUEST_MATCHING,
    ExtraPermission.REQUEST_DETAILS,
    ExtraPermission.REQUEST_TIMELINE,
    ExtraPermission.REQUEST_SCHEDULE,
    ExtraPermission.REQUEST_BRANCH_INFO,
  ],
  roles: string[] = [],
) {
  sessionStore.setState({
    payload: {
      username: 'planner',
      pool_id: 1,
      profile_id: 7,
      finished: 1,
      is_sysadmin: false,
      roles,
      allow,
      person_name: 'Piet Planner',
    } as never,
  });
}

export function RequestProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders namespace={NAMESPACE}>
      {children}
      <GlobalDialogs />
    </BaseProviders>
  );
}

/** Renders with a fresh query client (no retries), the module's texts and the global dialogs and toasts, as the page has them. */
export function renderRequests(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <RequestProviders>{ui}</RequestProviders>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

const NO_LOCK: RequestLockView = { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false };

/** A request as GET request/{id} answers it, with what a test needs changed. */
export function requestView(overrides: Partial<RequestView> = {}): RequestView {
  return {
    id: 42,
    number: 42,
    branch: { id: 2, name: 'De Regenboog', email: null },
    schedule: { id: 5, name: 'Rooster 2026-2027' },
    period: { start: '2026-11-23', end: '2026-11-27' },
    absentee_person: { id: 9, full_name: 'Anna de Vries' },
    reason_for_absence: { id: 3, code: 'ZIEK', description: 'Ziekte' },
    preferred_person: null,
    labels: [],
    admin_remark: null,
    internal_remark: null,
    general_remark: null,
    vacancy_url: null,
    message: null,
    request_group: null,
    dayparts_count: 10,
    open_dayparts: 10,
    planned_dayparts: 0,
    closed_dayparts: 0,
    first_open_daypart: { date: '2026-11-23', daypart: 1 },
    status: 'high',
    warning: 'red',
    type: 'short',
    has_external_relations: false,
    created_at: '2026-11-20T08:30:00Z',
    created_by: { username: 'planner', full_name: 'Piet Planner' },
    lock: NO_LOCK,
    editable: true,
    ...overrides,
  };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { registerTexts } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { GlobalDialogs } from '@app/ui/dialogs';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../i18n';

const NAMESPACE = 'mfe_dashboard';
// as the module's lifecycles do when it mounts
registerTexts(NAMESPACE, texts);

/** Signs a person in with these rights. */
export function signIn(allow: string[]) {
  sessionStore.setState({
    payload: {
      username: 'invaller',
      pool_id: 1,
      profile_id: 9,
      finished: 1,
      is_sysadmin: false,
      roles: [],
      allow,
      person_name: 'Ingrid Invaller',
    } as never,
  });
}

/** Renders with a fresh query client (no retries), the module's texts and the global dialogs and toasts, as the page has them. */
export function renderDashboard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BaseProviders namespace={NAMESPACE}>
        {ui}
        <GlobalDialogs />
      </BaseProviders>
    </QueryClientProvider>,
  );
}

import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { registerTexts, textsOf } from '@app/i18n';
import { BaseProviders } from '@app/ui/providers';
import { sessionStore } from '@app/platform/session';
import { texts } from '../i18n';

export { fakeApi, fakeResponse, okResponse, type FakeAnswer, type FakeCall } from '@app/ui/testing';

const NAMESPACE = 'mfe_admin';
// as the module's lifecycles do when it mounts
registerTexts(NAMESPACE, texts);

/** The admin module's texts and the theme, as the module's root provides them. */
export function AdminProviders({ children }: { children: ReactNode }) {
  return <BaseProviders namespace={NAMESPACE}>{children}</BaseProviders>;
}

/** The admin module's `t`, for tests that compare with a text. */
export const adminText = textsOf(NAMESPACE);

/** Renders with a fresh query client (no retries) and the module's texts and theme, as its root does; `rerender` keeps both. */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>
      <AdminProviders>{node}</AdminProviders>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}

/** Signs the session in as the sysadmin 'admin' of pool 1, who may open every tab (the tab tests' caller). */
export function signInAsSysadmin() {
  sessionStore.setState({
    token: 'access-token',
    payload: {
      exp: 9999999999,
      username: 'admin',
      pool_id: 1,
      profile_id: 1,
      finished: 1,
      is_sysadmin: true,
      roles: [],
      allow: [],
    } as never,
  });
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';

/** One answer of the fake API: the envelope's data (200) or a status with meta. */
export type FakeAnswer = { data: unknown } | { status: number; meta: Record<string, unknown> };

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with a router over "METHOD path-prefix" keys (the longest matching prefix answers)
 * and records every call, decoded. jsdom has no Response: the api client reads only these members.
 */
export function fakeApi(routes: Record<string, (call: FakeCall) => FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: decodeURIComponent(String(input)), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes)
      .filter((k) => {
        const [method, prefix] = k.split(' ');
        return method === call.method && call.url.startsWith(`/api${prefix}`);
      })
      .sort((a, b) => b.length - a.length)[0];
    const answer = key ? routes[key]!(call) : { status: 404, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not found' }] } };
    const status = 'status' in answer ? answer.status : 200;
    const body = JSON.stringify('status' in answer ? { data: null, meta: answer.meta } : { data: answer.data, meta: {} });
    return Promise.resolve({ ok: status < 400, status, headers: { get: () => null }, text: async () => body } as unknown as Response);
  }) as typeof fetch;
  return calls;
}

/** Renders with a fresh query client (no retries) and the app's i18next; `rerender` keeps both. */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}

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
 * and records every call, decoded.
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
    return 'status' in answer ? fakeResponse(answer.status, { data: null, meta: answer.meta }) : fakeResponse(200, { data: answer.data, meta: {} });
  }) as typeof fetch;
  return calls;
}

/** An answer as the api client reads it: jsdom has no Response, the client uses only these members. */
export function fakeResponse(status: number, envelope: object): Promise<Response> {
  const body = JSON.stringify(envelope);
  return Promise.resolve({ ok: status < 400, status, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

/** A 200 answer with a one-page pagination meta, as a list sends it (other readers ignore the meta). */
export const okResponse = (data: unknown) =>
  fakeResponse(200, { data, meta: { pagination: { total: Array.isArray(data) ? data.length : 0, per_page: 25, current_page: 1 } } });

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

/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useListTemplate } from '../entity-list/use-list-template';
import { useFormTemplate } from '../template-form/use-form-template';
import { fakeApi } from '../testing/fake-api';
import { KitProviders } from '../testing/kit-providers';

/** The screen as a phone (below md) or not, as MUI's useMediaQuery reads it. */
function screenIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function Templates() {
  useListTemplate('person');
  useFormTemplate('person');
  return null;
}

async function templateCalls(phone: boolean) {
  screenIsPhone(phone);
  const calls = fakeApi({ 'GET /api/template': () => ({ data: { key: 'person' } }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <KitProviders>
        <Templates />
      </KitProviders>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(calls).toHaveLength(2));
  return calls.map((c) => c.url.replace(/^.*\/api/, '')).sort();
}

describe('PLT-HTTP-05: template calls on a phone', () => {
  it('ask isMobile=1 for the list page and the form', async () => {
    expect(await templateCalls(true)).toEqual([
      expect.stringMatching(/^\/template-page\/person\?(.*&)?isMobile=1/),
      expect.stringMatching(/^\/template\/person\?(.*&)?isMobile=1/),
    ]);
  });

  it('ask no isMobile on a wide screen', async () => {
    for (const url of await templateCalls(false)) expect(url).not.toContain('isMobile');
  });
});

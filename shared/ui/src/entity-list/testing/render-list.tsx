import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KitProviders } from '../../testing/kit-providers';

/** The texts of the module whose template the list shows: its column and filter labels. */
const HOST_TEXTS = {
  en: {
    fields: { name: 'Name' },
    filter_bar: { labels: { region: 'Region', show_archived: 'Show archived' } },
    page: { branch: 'Branches' },
  },
  nl: {
    fields: { name: 'Naam' },
    filter_bar: { labels: { region: 'Regio', show_archived: 'Toon gearchiveerd' } },
    page: { branch: 'Scholen' },
  },
};

/** Renders a list screen as a module would: a fresh query client (no retries) and the kit's providers. */
export function renderWithKit(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProviders texts={HOST_TEXTS}>{ui}</KitProviders>
    </QueryClientProvider>,
  );
}

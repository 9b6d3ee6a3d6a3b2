import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { theme } from '../theme/theme';

/** Providers every React root needs (each remote mounts its own root, so contexts do not cross). */
export function ModuleRoot({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const content = (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content;
}

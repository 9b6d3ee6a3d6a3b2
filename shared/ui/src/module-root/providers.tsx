import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { theme } from '@app/ui/theme';

/** Translation and theme, the providers a first render needs (no server-data client). */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

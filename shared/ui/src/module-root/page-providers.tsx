import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import { I18nextProvider } from 'react-i18next';
import { i18n, UI_NAMESPACE } from '@app/i18n';
import { theme } from '@app/ui/theme';

// What Material's ThemeProvider hands the system's for a theme without CSS variables (`vars: null`
// keeps an outer theme's variables out); Material's own provider would bring the variables' provider along.
const pageTheme = { ...theme, vars: null };

/**
 * Translation and theme for every root. On its own, for a page without the signed-in shell (the
 * sign-in page, the answer page), it registers none of the kit's texts: such a page registers what
 * it shows (`@app/ui/core-texts`), so a page that shows none carries none. BaseProviders registers them all.
 */
export function PageProviders({ namespace = UI_NAMESPACE, children }: { namespace?: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <ThemeProvider theme={pageTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

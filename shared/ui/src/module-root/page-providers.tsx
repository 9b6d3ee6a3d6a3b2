import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerTexts, UI_NAMESPACE } from '@app/i18n';
import { theme } from '@app/ui/theme';
import { coreEn } from '../i18n/core/en';
import { coreNl } from '../i18n/core/nl';

// What any page of the kit may show first (buttons, errors, validation); the rest comes with BaseProviders.
registerTexts(UI_NAMESPACE, { nl: coreNl, en: coreEn });

// What Material's ThemeProvider hands the system's for a theme without CSS variables (`vars: null`
// keeps an outer theme's variables out); Material's own provider would bring the variables' provider along.
const pageTheme = { ...theme, vars: null };

/**
 * Translation and theme for every root; on its own, for a page without the signed-in shell (the
 * sign-in page, the answer page), with the kit's core texts only.
 */
export function PageProviders({ namespace = UI_NAMESPACE, children }: { namespace?: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <ThemeProvider theme={pageTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerTexts, UI_NAMESPACE } from '@app/i18n';
import { theme } from '@app/ui/theme';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';

// The kit's own texts ship with the kit: every root renders through these providers.
registerTexts(UI_NAMESPACE, { nl, en });

/**
 * Translation and theme, the providers a first render needs (no server-data client). `namespace` is
 * the texts' owner of the root (the shell, a module): its keys are read there first, then the kit's.
 */
export function BaseProviders({ namespace = UI_NAMESPACE, children }: { namespace?: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

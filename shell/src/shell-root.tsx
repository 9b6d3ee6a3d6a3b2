import CssBaseline from '@mui/material/CssBaseline';
import { i18n, registerTexts } from '@app/i18n';
import { BaseProviders } from '@app/ui/providers';
import { App } from './app';
import { SHELL_NAMESPACE, texts } from './i18n';

// The shell's texts are the page's default namespace: its code outside React translates with them.
registerTexts(SHELL_NAMESPACE, texts);
i18n.setDefaultNamespace(SHELL_NAMESPACE);

/**
 * The shell's whole tree, one element for the page and for the build's pre-render (ADR 0223):
 * hydration keeps the pre-rendered HTML only when both render the very same tree.
 */
export function ShellRoot() {
  // Translation and theme only: react-query comes with the app layout (the only shell part that
  // fetches server data), so the /login download does not carry it.
  return (
    <BaseProviders namespace={SHELL_NAMESPACE}>
      <CssBaseline />
      <App />
    </BaseProviders>
  );
}

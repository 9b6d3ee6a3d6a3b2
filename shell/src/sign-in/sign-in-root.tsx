import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, registerTexts, UI_NAMESPACE } from '@app/i18n';
import { coreTexts } from '@app/ui/core-texts';
import { PageProviders } from '@app/ui/page-providers';
import { DialogsHost } from '../dialogs-host';
import { LoginPage } from '../features/login/login-page';
import { SHELL_NAMESPACE, texts } from '../i18n';
import { pageTitle } from '../routing/page-title';

registerTexts(SHELL_NAMESPACE, texts);
// the kit's buttons, errors, validation and single sign-on texts; the page shows none of the others
registerTexts(UI_NAMESPACE, coreTexts);
i18n.setDefaultNamespace(SHELL_NAMESPACE);

/** The tab's title follows the language the reader picks on the page. */
function SignInTitle() {
  const { t, i18n: instance } = useTranslation();
  useEffect(() => {
    document.title = pageTitle({ kind: 'shell', page: 'login' }, t, currentLocale());
  }, [t, instance.language]);
  return null;
}

/**
 * The sign-in page on its own (ADR 0274): the tree the build pre-renders and the sign-in script
 * hydrates, without the signed-in shell, Module Federation or the modules.
 */
export function SignInRoot() {
  return (
    <PageProviders namespace={SHELL_NAMESPACE}>
      <CssBaseline />
      <SignInTitle />
      <LoginPage />
      <DialogsHost />
    </PageProviders>
  );
}

import { createRoot } from 'react-dom/client';
import { currentLocale } from '@app/i18n';
import { reportPageErrors } from '@app/platform/api';
import { onLocationChange } from '@app/platform/navigation';
import { showFailedWrites } from '@app/ui/dialog-store';
import { hydrateInSteps, releaseEarlyInput } from '@app/ui/hydration-steps';
import { decideRoute } from '../routing/route-guard';
import { CREDENTIALS_STEPS } from '../features/login/credentials-form';
import { startsAsPrerendered } from './hydration';
import { SignInRoot } from './sign-in-root';

// The sign-in page's app (./index evaluates it in a task of its own, ADR 0359).
reportPageErrors();
showFailedWrites();

const root = document.getElementById('root') as HTMLElement;
// the pre-rendered form is taken over in short tasks (ADR 0359); a press or submit meanwhile is made again after
if (startsAsPrerendered(root)) {
  void hydrateInSteps(root, <SignInRoot />, CREDENTIALS_STEPS).then(releaseEarlyInput);
} else {
  root.replaceChildren();
  createRoot(root).render(<SignInRoot />);
  releaseEarlyInput();
}
document.documentElement.lang = currentLocale();

const onSignInPage = () => {
  const decision = decideRoute(window.location.pathname, window.location.search, null, null);
  return decision.kind === 'shell' && decision.page === 'login';
};

// Signed in, or sent anywhere else (the address is already the new one): that page belongs to the
// whole shell, which the browser loads for it. The session's cookie and stored payload carry over.
const stop = onLocationChange(() => {
  if (onSignInPage()) return;
  stop();
  window.location.reload();
});

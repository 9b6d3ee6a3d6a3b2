import type { ModulePages } from '@app/ui/module-routes';
import type { PageProps } from '@app/ui/module-routes';
import { lazyComponent } from './lazy-page';
import { OfferAnswerPage } from './features/offer-answer/offer-answer-page';

// the account invitation's forms stay out of the answer page's load
const AccountInvitePage = lazyComponent<PageProps>(() =>
  import('./features/account-invite/account-invite-page').then((m) => ({ default: m.AccountInvitePage })),
);

// the embeddable open-dayparts overview is a chunk of its own too (ADR 0084)
const OpenDaypartsPage = lazyComponent<PageProps>(() =>
  import('./features/open-dayparts/open-dayparts-page').then((m) => ({ default: m.OpenDaypartsPage })),
);

export const pages: ModulePages = {
  '/invitation/confirm/:token': OfferAnswerPage,
  '/reservation/confirm/:token': OfferAnswerPage,
  '/embed/overview-open-dayparts/:token': OpenDaypartsPage,
  '/account/invite/:token': AccountInvitePage,
};

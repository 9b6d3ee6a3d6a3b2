import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';
import type { PageProps } from '@app/ui/module-routes';
import { lazyComponent } from './lazy-page';
import { OfferAnswerPage } from './offer-answer/offer-answer-page';

// the account invitation's forms stay out of the answer page's load
const AccountInvitePage = lazyComponent<PageProps>(() =>
  import('./account-invite/account-invite-page').then((m) => ({ default: m.AccountInvitePage })),
);

// The open dayparts overview comes with its domain issue; until then it says it is not available yet.
export const pages: ModulePages = {
  '/invitation/confirm/:token': OfferAnswerPage,
  '/reservation/confirm/:token': OfferAnswerPage,
  '/embed/overview-open-dayparts/:token': UnavailablePage,
  '/account/invite/:token': AccountInvitePage,
};

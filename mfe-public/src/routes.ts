import type { ModuleRoute } from '@app/contracts';

/**
 * The public pages (spec 000 section 2): no login. The gateway answers these paths with the
 * standalone app (no shell), and the shell loads this module for them too.
 */
export const routes: ModuleRoute[] = [
  // the offer comes in the page (ADR 0289): a substitute on a slow phone sees it at once
  { path: '/invitation/confirm/:token', title: 'page.invitation_confirm', anyOf: [], public: true, data: '/invitation/token/:token' },
  { path: '/reservation/confirm/:token', title: 'page.reservation_confirm', anyOf: [], public: true, data: '/reservation/token/:token' },
  { path: '/embed/overview-open-dayparts/:token', title: 'page.open_dayparts', anyOf: [], public: true },
  { path: '/account/invite/:token', title: 'page.account_invite', anyOf: [], public: true },
];

import { OpenWorkRights, Permission as P, type ModuleRoute } from '@app/contracts';

/** The dashboard module's routes (spec 000 section 2); the announcement list is the admin module's (spec 001 section 2). */
export const routes: ModuleRoute[] = [
  { path: '/dashboard', title: 'page.dashboard', anyOf: [P.DASHBOARD_VIEW] },
  { path: '/inbox', title: 'page.inbox', anyOf: [P.INBOX_VIEW] },
  // a substitute's open work to claim (docs/open-work.md)
  { path: '/open-work', title: 'page.open_work', anyOf: OpenWorkRights },
];

import type { ModulePages } from '@app/ui/module-routes';
import { DashboardPage } from './app/dashboard-page';
import { InboxPage } from './features/inbox/inbox-page';
import { OpenWorkPage } from './features/open-work/open-work-page';

export const pages: ModulePages = {
  '/dashboard': DashboardPage,
  '/inbox': InboxPage,
  '/open-work': OpenWorkPage,
};

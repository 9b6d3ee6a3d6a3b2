import type { ModulePages } from '@app/ui/module-routes';
import { DashboardPage } from './app/dashboard-page';
import { InboxPage } from './features/inbox/inbox-page';

export const pages: ModulePages = {
  '/dashboard': DashboardPage,
  '/inbox': InboxPage,
};

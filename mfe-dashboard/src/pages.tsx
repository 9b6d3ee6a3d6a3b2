import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';
import { InboxPage } from './features/inbox/inbox-page';

// The dashboard and announcements come with their domain issue; until then those pages say they are not available yet.
export const pages: ModulePages = {
  '/dashboard': UnavailablePage,
  '/inbox': InboxPage,
  '/announcement/:id?/:tab?': UnavailablePage,
};

import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';
import { RequestGroupPage } from './app/request-group-page';
import { RequestPage } from './app/request-page';

// The work state, invitation and reservation screens come with their own issues (14 and 11); until
// then each page says it is not available yet.
export const pages: ModulePages = {
  '/request/new': RequestPage,
  '/request/:id?/:tab?': RequestPage,
  '/request-group/new': RequestGroupPage,
  '/request-group/:id?/:tab?': RequestGroupPage,
  '/work-state/:id?/:tab?': UnavailablePage,
  '/invitation': UnavailablePage,
  '/reservation': UnavailablePage,
};

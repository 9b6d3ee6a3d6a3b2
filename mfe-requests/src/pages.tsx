import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';
import { RequestGroupPage } from './app/request-group-page';
import { RequestPage } from './app/request-page';
import { WorkStatePage } from './features/work-state/work-state-page';

// The invitation and reservation screens come with their own issue (11); until then each page says
// it is not available yet.
export const pages: ModulePages = {
  '/request/new': RequestPage,
  '/request/:id?/:tab?': RequestPage,
  '/request-group/new': RequestGroupPage,
  '/request-group/:id?/:tab?': RequestGroupPage,
  '/work-state/:id?/:tab?': WorkStatePage,
  '/invitation': UnavailablePage,
  '/reservation': UnavailablePage,
};

import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';

// The report screens come with their domain issue; until then the page says it is not available yet.
export const pages: ModulePages = {
  '/reports/:report?/:id?': UnavailablePage,
};

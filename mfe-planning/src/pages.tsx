import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';

// The calendar and planning screens come with their domain issue; until then each page says it is not available yet.
export const pages: ModulePages = {
  '/calendar': UnavailablePage,
  '/planning/:child?': UnavailablePage,
};

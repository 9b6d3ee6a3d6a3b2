import { UnavailablePage, type ModulePages } from '@app/ui/module-routes';
import { PlanningPage } from './app/planning-page';

// The general calendar comes with its own issue; until then its page says it is not available yet.
export const pages: ModulePages = {
  '/calendar': UnavailablePage,
  '/planning/:child?': PlanningPage,
};

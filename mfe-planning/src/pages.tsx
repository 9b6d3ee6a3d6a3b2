import type { ModulePages } from '@app/ui/module-routes';
import { PlanningPage } from './app/planning-page';
import { CalendarPage } from './features/general-calendar/calendar-page';

export const pages: ModulePages = {
  '/calendar': CalendarPage,
  '/planning/:child?': PlanningPage,
};

import type { ModulePages } from '@app/ui/module-routes';
import { PlanningPage } from './app/planning-page';
import { CalendarPage } from './features/general-calendar/calendar-page';
import { WeekProposalPage } from './features/week-proposal/week-proposal-page';

export const pages: ModulePages = {
  '/calendar': CalendarPage,
  '/planning/:child?': PlanningPage,
  '/week-proposal': WeekProposalPage,
};

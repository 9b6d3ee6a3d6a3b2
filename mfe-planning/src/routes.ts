import { Permission as P, WeekProposalRights, type ModuleRoute } from '@app/contracts';

/** The planning module's routes (spec 000 section 2). */
export const routes: ModuleRoute[] = [
  { path: '/calendar', title: 'page.calendar', anyOf: [P.CALENDAR_VIEW] },
  { path: '/planning/:child?', title: 'page.planning', anyOf: [P.PLANNING_VIEW] },
  { path: '/week-proposal', title: 'page.week_proposal', anyOf: [...WeekProposalRights.propose] },
];

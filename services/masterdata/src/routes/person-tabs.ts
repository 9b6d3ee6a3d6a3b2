import type { RouteMounter, ServiceDeps } from '@app/service-kit';
import { savingGoalTab, scoreTab, workPlanTab } from './person-row-tabs';
import { mountPersonRowTab } from './person-rows';
import { personTabRoutes } from './person-tabs-api';

/** The person popup's row tabs: Saving goals, Work plans, Score (ADR 0101). */
export function mountPersonTabRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountPersonRowTab(mount, deps, savingGoalTab, personTabRoutes.savingGoals);
  mountPersonRowTab(mount, deps, workPlanTab, personTabRoutes.workPlans);
  mountPersonRowTab(mount, deps, scoreTab, personTabRoutes.scores);
}

import type Router from '@koa/router';
import type { ServiceDeps } from '@app/service-kit';
import { savingGoalTab } from '../domain/saving-goals/saving-goal-tab';
import { scoreTab } from '../domain/scores/score-tab';
import { workPlanTab } from '../domain/work-plans/work-plan-tab';
import { mountPersonRowTab } from './person-rows';

/** The person popup's row tabs: Saving goals, Work plans, Score (ADR 0101). */
export function mountPersonTabRoutes(router: Router, deps: ServiceDeps) {
  mountPersonRowTab(router, deps, savingGoalTab);
  mountPersonRowTab(router, deps, workPlanTab);
  mountPersonRowTab(router, deps, scoreTab);
}

import type { RouteMounter } from '@app/service-kit';
import { workPlanDefinitionInputSchema, workPlanListInputSchema } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { workPlanDefinitionTemplate } from '../domain/work-plan-definitions/work-plan-definition-template';
import { workPlanTemplate } from '../domain/work-plans/work-plan-template';
import { workPlanData, workPlanDefinitionData } from '../flows/entities';
import { mountEntityRoutes, type EntityResource } from './entity-routes';

/** The work plans management list (MD-GEN-03, ADR 0109): the person tab's rows and rules, of every person. */
export const workPlanResource: EntityResource = {
  template: workPlanTemplate,
  data: workPlanData,
  schema: workPlanListInputSchema,
  notFound: (id) => `Work plan #${id} not found`,
};

/** The work plan definitions (the work plan policy, ADR 0109). */
export const workPlanDefinitionResource: EntityResource = {
  template: workPlanDefinitionTemplate,
  data: workPlanDefinitionData,
  schema: workPlanDefinitionInputSchema,
  notFound: (id) => `Work plan definition #${id} not found`,
};

export function mountWorkPlanRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, workPlanDefinitionResource);
  mountEntityRoutes(mount, deps, workPlanResource);
}

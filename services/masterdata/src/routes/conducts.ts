import { blockadeRoutes } from './blockades-api';
import type { Context } from 'koa';
import { authOf, idParamsSchema, notFound, ok, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import { conductInputSchema, conductNotFound, conductUpdateSchema } from '../domain/conducts/conduct-input';
import { addConduct } from '../flows/add-conduct';
import { changeConduct } from '../flows/change-conduct';
import { conductById, type ConductRecord } from '../flows/conduct-by-id';
import { personConducts } from '../flows/person-conducts';
import { removeConduct } from '../flows/remove-conduct';
import { ensureInScope } from '../flows/entity';
import { existingPersonId } from './person-param';
import { personResource } from './persons';

/**
 * Certificates of conduct (VOG, MD-COC-01): GET and POST person/{id}/conducts, PUT and DELETE
 * conduct/{id}. Matching reads them through the published conduct_directory (DOMAIN rule 5).
 */
export function mountConductRoutes(mount: RouteMounter, deps: ServiceDeps) {
  /** The certificate, of the pool and of a person within the caller's personal filter; otherwise 404. */
  const existing = async (ctx: Context): Promise<ConductRecord> => {
    const { id } = validate(idParamsSchema, ctx.params);
    const poolId = authOf(ctx).pool_id;
    const conduct = await conductById(deps, poolId, id);
    if (!conduct) throw notFound(conductNotFound(id));
    await ensureInScope(deps, personResource, authOf(ctx), conduct.person_id);
    return conduct;
  };

  mount(blockadeRoutes.getPersonIdConducts, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    ok(ctx, await personConducts(deps, authOf(ctx).pool_id, id));
  });

  mount(blockadeRoutes.postPersonIdConducts, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const input = validate(conductInputSchema, ctx.request.body);
    ok(ctx, await addConduct(deps, authOf(ctx).pool_id, id, input), {}, 201);
  });

  mount(blockadeRoutes.putConductId, async (ctx) => {
    const { id } = await existing(ctx);
    const input = validate(conductUpdateSchema, ctx.request.body);
    ok(ctx, await changeConduct(deps, authOf(ctx).pool_id, id, input));
  });

  mount(blockadeRoutes.deleteConductId, async (ctx) => {
    const { id } = await existing(ctx);
    await removeConduct(deps, authOf(ctx).pool_id, id);
    ok(ctx, { deleted: [id] });
  });
}

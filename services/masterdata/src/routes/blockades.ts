import { blockadeRoutes } from './blockades-api';
import { authOf, idParamsSchema, ok, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import {
  blockadeFormQuery,
  blockadeInputSchema,
  blockadeMassDeleteSchema,
  blockadeMassEditSchema,
  blockadeTreeQuery,
  blockadeUpdateSchema,
  newBlockadeFormQuery,
  personIdParams,
} from '../domain/blockades/blockade-input';
import { blockadeForm, blockadeTreeOf, branchBlockades, newBlockadeForm, personBlockades } from '../flows/blockade-reads';
import { changeBlockades, createBlockade, removeBlockades } from '../flows/blockade-writes';
import { existingBranchId } from './branches';
import { parseNestedQuery } from './list-response';

/**
 * Blockades (spec 001 'Blockade dialog', MD-BLK-01..08): per person and per branch, the spec's form
 * calls, create, edit and mass edit (BLOCKADE_CREATE), delete and mass delete (BLOCKADE_DELETE).
 * Each within the caller's branches (ADR 0175): a planner bound to a board or school sees and
 * changes the blockades of its subtree only. Mounted before the branch routes: `branch/blockades` is not a branch id.
 */
export function mountBlockadeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(blockadeRoutes.getPersonIdBlockades, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await personBlockades(deps, authOf(ctx), id));
  });

  mount(blockadeRoutes.getBranchBlockades, async (ctx) => {
    const { person } = validate(blockadeTreeQuery, parseNestedQuery(ctx));
    ok(ctx, await blockadeTreeOf(deps, authOf(ctx), person));
  });

  mount(blockadeRoutes.getBranchIdBlockades, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    ok(ctx, await branchBlockades(deps, authOf(ctx).pool_id, id));
  });

  // the new form (API-68): its defaults for the person, the branches picked and the kind
  mount(blockadeRoutes.getBlockadePersonPersonId, async (ctx) => {
    const { personId } = validate(personIdParams, ctx.params);
    const query = validate(newBlockadeFormQuery, parseNestedQuery(ctx));
    ok(ctx, await newBlockadeForm(deps, authOf(ctx), personId, query.personal === '1', query.branches ?? []));
  });

  mount(blockadeRoutes.putBlockadeMassEdit, async (ctx) => {
    const { ids, ...changes } = validate(blockadeMassEditSchema, ctx.request.body);
    ok(ctx, await changeBlockades(deps, authOf(ctx), ids, changes));
  });

  mount(blockadeRoutes.postBlockadeMassDelete, async (ctx) => {
    const { ids } = validate(blockadeMassDeleteSchema, ctx.request.body);
    await removeBlockades(deps, authOf(ctx), ids);
    ok(ctx, { deleted: ids });
  });

  // the edit form (API-67): `personal` names the kind the dialog opened; a blockade of the other kind is not found
  mount(blockadeRoutes.getBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const { personal } = validate(blockadeFormQuery, parseNestedQuery(ctx));
    ok(ctx, await blockadeForm(deps, authOf(ctx), id, personal === undefined ? undefined : personal === '1'));
  });

  mount(blockadeRoutes.postBlockade, async (ctx) => {
    const input = validate(blockadeInputSchema, ctx.request.body);
    ok(ctx, await createBlockade(deps, authOf(ctx), input), {}, 201);
  });

  mount(blockadeRoutes.putBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const changes = validate(blockadeUpdateSchema, ctx.request.body);
    ok(ctx, (await changeBlockades(deps, authOf(ctx), [id], changes))[0]);
  });

  mount(blockadeRoutes.deleteBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await removeBlockades(deps, authOf(ctx), [id]);
    ok(ctx, { deleted: [id] });
  });
}

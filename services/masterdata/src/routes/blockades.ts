import { blockadeRoutes } from './blockades-api';
import type { Context } from 'koa';
import { sql } from 'drizzle-orm';
import { Messages, TIME_ZONE, type BlockadeView } from '@app/contracts';
import {
  authOf,
  forbidden,
  idParamsSchema,
  notFound,
  ok,
  rowsOf,
  unprocessable,
  validate,
  type ServiceDeps,
  type Tx,
  type RouteMounter,
} from '@app/service-kit';
import {
  blockadeFormQuery,
  blockadeInputSchema,
  blockadeMassDeleteSchema,
  blockadeMassEditSchema,
  blockadeTreeQuery,
  blockadeUpdateSchema,
  newBlockadeFormQuery,
  PERSONAL_BLOCKADES_OFF,
  personIdParams,
  type BlockadeChanges,
} from '../domain/blockades/blockade-input';
import { blockadeErrors } from '../domain/blockades/blockade-rules';
import {
  blockadesOfBranch,
  blockadesOfPerson,
  deleteBlockades,
  findBlockades,
  insertBlockade,
  unknownBranches,
  updateBlockades,
} from '../store/blockades';
import { treeWithBlockades } from '../flows/blockade-tree';
import { buildBranchTree } from '../domain/branches/branch-tree';
import { settingOf } from '../domain/settings/setting-catalogue';
import { readBranchTreeRows } from '../store/branches';
import { personalScopeOf, visibleBranches } from '../store/list-query';
import { findPerson } from '../store/persons';
import { poolSettingValue } from '../store/settings';
import { existingBranchId } from './branches';
import { ensureInScope } from '../flows/entity';
import { itemNotFound } from './entity-routes';
import { parseNestedQuery } from './list-response';
import { personResource } from './persons';

const ENABLE_PERSONAL = settingOf('enable_personal_blockade')!;
const personalEnabled = async (tx: Tx, poolId: number) => (await poolSettingValue(tx, poolId, ENABLE_PERSONAL)) !== false;
/** 'Iris Invaller', as the published person views spell a full name. */
const fullName = (person: Record<string, unknown> | null) =>
  [person?.first_name, person?.middle_name, person?.last_name].filter((n) => typeof n === 'string' && n !== '').join(' ');
const today = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);

/** 404 'Person #{{id}} not found' unless the person is of the pool and within the caller's personal filter. */
async function ensurePerson(ctx: Context, deps: ServiceDeps, id: number) {
  if (!(await findPerson(deps.db, authOf(ctx).pool_id, id))) throw notFound(personResource.notFound(id));
  await ensureInScope(deps, personResource, authOf(ctx), id);
}

/**
 * The branches the caller may see (ADR 0175): a profile without view_entire_pool sees its branch's
 * subtree, as the branch list does; null is the whole pool.
 */
async function branchesInScope(ctx: Context, deps: ServiceDeps): Promise<ReadonlySet<number> | null> {
  const auth = authOf(ctx);
  const scope = personalScopeOf(auth);
  if (!scope) return null;
  if (scope.branchId === null) return new Set();
  const { subtree } = visibleBranches(auth.pool_id, scope.branchId);
  const rows = await deps.db.withPool(auth.pool_id, (tx) => rowsOf<{ id: number }>(tx, sql`select id from ${subtree} s`));
  return new Set(rows.map((r) => r.id));
}

/** A blockade is seen by a caller who may see one of its branches, and changed only by one who may see them all. */
const seenIn = (scope: ReadonlySet<number> | null, b: BlockadeView) => !scope || b.branches.some((x) => scope.has(x.id));
const wholeIn = (scope: ReadonlySet<number> | null, b: BlockadeView) => !scope || b.branches.every((x) => scope.has(x.id));

/**
 * The blockades listed, each of the pool, of a person the caller may see and at a branch the caller
 * may see; otherwise 404 naming the first missing. To change them (`change`) every branch of each
 * must be the caller's, else 403: a planner does not change another board's or school's blockade.
 */
async function existingBlockades(ctx: Context, deps: ServiceDeps, ids: readonly number[], change = false): Promise<BlockadeView[]> {
  const poolId = authOf(ctx).pool_id;
  const scope = await branchesInScope(ctx, deps);
  const found = (await deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, ids))).filter((b) => seenIn(scope, b));
  const missing = ids.find((id) => !found.some((b) => b.id === id));
  if (missing !== undefined) throw notFound(itemNotFound(missing));
  for (const person of new Set(found.map((b) => b.person_id))) await ensurePerson(ctx, deps, person);
  if (change && !found.every((b) => wholeIn(scope, b))) throw forbidden(Messages.notEnoughPermissions);
  return ids.map((id) => found.find((b) => b.id === id)!);
}

/**
 * The branches must be the pool's and the caller's (`scope`, null for the whole pool); a personal
 * blockade needs the pool setting; the period must run forwards.
 */
async function checkBlockades(
  tx: Tx,
  poolId: number,
  scope: ReadonlySet<number> | null,
  merged: { pool: boolean; start_date: string; end_date?: string | null }[],
  branches?: number[],
) {
  const errors = {};
  const outside = (ids: number[]) => !!scope && ids.some((id) => !scope.has(id));
  if (branches && (outside(branches) || (await unknownBranches(tx, poolId, branches)).length))
    Object.assign(errors, { branches: ['The selected Branches is invalid.'] });
  const enabled = await personalEnabled(tx, poolId);
  for (const blockade of merged) Object.assign(errors, blockadeErrors(blockade, enabled));
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** Applies the same changes to the blockades listed, after checking every one as it will be. */
async function changeBlockades(ctx: Context, deps: ServiceDeps, ids: readonly number[], changes: BlockadeChanges) {
  const poolId = authOf(ctx).pool_id;
  const current = await existingBlockades(ctx, deps, ids, true);
  const scope = await branchesInScope(ctx, deps);
  await deps.db.withPool(poolId, async (tx) => {
    const merged = current.map((b) => ({
      pool: changes.pool ?? b.pool,
      start_date: changes.start_date ?? b.start_date,
      end_date: changes.end_date === undefined ? b.end_date : changes.end_date,
    }));
    await checkBlockades(tx, poolId, scope, merged, changes.branches);
    await updateBlockades(tx, poolId, ids, changes);
  });
  return deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, ids));
}

/**
 * Blockades (spec 001 'Blockade dialog', MD-BLK-01..08): per person and per branch, the spec's form
 * calls, create, edit and mass edit (BLOCKADE_CREATE), delete and mass delete (BLOCKADE_DELETE).
 * Each within the caller's branches (ADR 0175): a planner bound to a board or school sees and
 * changes the blockades of its subtree only. Mounted before the branch routes: `branch/blockades` is not a branch id.
 */
export function mountBlockadeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const enabled = (poolId: number) => deps.db.withPool(poolId, (tx) => personalEnabled(tx, poolId));

  mount(blockadeRoutes.getPersonIdBlockades, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await ensurePerson(ctx, deps, id);
    const poolId = authOf(ctx).pool_id;
    const scope = await branchesInScope(ctx, deps);
    const blockades = (await deps.db.withPool(poolId, (tx) => blockadesOfPerson(tx, poolId, id))).filter((b) => seenIn(scope, b));
    const person_name = fullName(await findPerson(deps.db, poolId, id));
    ok(ctx, { person_name, blockades, personal_blockades_enabled: await enabled(poolId) });
  });

  mount(blockadeRoutes.getBranchBlockades, async (ctx) => {
    const { person } = validate(blockadeTreeQuery, parseNestedQuery(ctx));
    const auth = authOf(ctx);
    if (person !== undefined) await ensurePerson(ctx, deps, person);
    const rows = await readBranchTreeRows(deps.db, auth.pool_id, false, personalScopeOf(auth));
    ok(ctx, await treeWithBlockades(deps.db, auth.pool_id, buildBranchTree(rows), person ?? null));
  });

  mount(blockadeRoutes.getBranchIdBlockades, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const poolId = authOf(ctx).pool_id;
    ok(ctx, await deps.db.withPool(poolId, (tx) => blockadesOfBranch(tx, poolId, id)));
  });

  // the new form (API-68): its defaults for the person, the branches picked and the kind
  mount(blockadeRoutes.getBlockadePersonPersonId, async (ctx) => {
    const { personId } = validate(personIdParams, ctx.params);
    const query = validate(newBlockadeFormQuery, parseNestedQuery(ctx));
    await ensurePerson(ctx, deps, personId);
    const poolId = authOf(ctx).pool_id;
    const personal = query.personal === '1';
    const personal_blockades_enabled = await enabled(poolId);
    if (personal && !personal_blockades_enabled) throw unprocessable({ personal: [PERSONAL_BLOCKADES_OFF] }, PERSONAL_BLOCKADES_OFF);
    const picked = query.branches ?? [];
    const tree = await readBranchTreeRows(deps.db, poolId, false, personalScopeOf(authOf(ctx)));
    const branches = picked.map((id) => tree.find((b) => b.id === id)).filter((b) => b !== undefined);
    if (branches.length < picked.length) throw unprocessable({ branches: ['The selected Branches is invalid.'] });
    ok(ctx, {
      person_id: personId,
      person_name: fullName(await findPerson(deps.db, poolId, personId)),
      pool: !personal,
      personal,
      branches: branches.map((b) => ({ id: b.id, name: b.name })),
      city: null,
      remark: null,
      start_date: today(deps.clock.now()),
      end_date: null,
      personal_blockades_enabled,
    });
  });

  mount(blockadeRoutes.putBlockadeMassEdit, async (ctx) => {
    const { ids, ...changes } = validate(blockadeMassEditSchema, ctx.request.body);
    ok(ctx, await changeBlockades(ctx, deps, ids, changes));
  });

  mount(blockadeRoutes.postBlockadeMassDelete, async (ctx) => {
    const { ids } = validate(blockadeMassDeleteSchema, ctx.request.body);
    await existingBlockades(ctx, deps, ids, true);
    const poolId = authOf(ctx).pool_id;
    await deps.db.withPool(poolId, (tx) => deleteBlockades(tx, poolId, ids));
    ok(ctx, { deleted: ids });
  });

  // the edit form (API-67): `personal` names the kind the dialog opened; a blockade of the other kind is not found
  mount(blockadeRoutes.getBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const { personal } = validate(blockadeFormQuery, parseNestedQuery(ctx));
    const [blockade] = await existingBlockades(ctx, deps, [id]);
    if (personal !== undefined && blockade!.personal !== (personal === '1')) throw notFound(itemNotFound(id));
    ok(ctx, { ...blockade!, personal_blockades_enabled: await enabled(authOf(ctx).pool_id) });
  });

  mount(blockadeRoutes.postBlockade, async (ctx) => {
    const input = validate(blockadeInputSchema, ctx.request.body);
    await ensurePerson(ctx, deps, input.person_id);
    const poolId = authOf(ctx).pool_id;
    const scope = await branchesInScope(ctx, deps);
    const id = await deps.db.withPool(poolId, async (tx) => {
      await checkBlockades(tx, poolId, scope, [input], input.branches);
      return insertBlockade(tx, poolId, input);
    });
    ok(ctx, (await deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, [id])))[0], {}, 201);
  });

  mount(blockadeRoutes.putBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const changes = validate(blockadeUpdateSchema, ctx.request.body);
    ok(ctx, (await changeBlockades(ctx, deps, [id], changes))[0]);
  });

  mount(blockadeRoutes.deleteBlockadeId, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await existingBlockades(ctx, deps, [id], true);
    const poolId = authOf(ctx).pool_id;
    await deps.db.withPool(poolId, (tx) => deleteBlockades(tx, poolId, [id]));
    ok(ctx, { deleted: [id] });
  });
}

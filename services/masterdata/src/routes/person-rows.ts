import type { Context } from 'koa';
import type { z } from 'zod';
import { hasAnyRight } from '@app/contracts';
import { authOf, notFound, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { requiredId } from '../domain/validation/field-schemas';
import { addPersonRow, changePersonRow, removePersonRow, rowsOfPerson, type PersonRowKind } from '../flows/person-rows';
import { existingPersonId } from './person-param';
import { z as zod } from 'zod';

export const rowParamsSchema = zod.object({ rowId: requiredId('Row') });

/** One person row tab's routes: person/{id}/{path} and person/{id}/{path}/{rowId}. */
export interface PersonRowTab<S extends z.ZodType, R> {
  /** the url part after person/{id}/ */
  path: string;
  /** 'Saving goal': the not found text is '{label} #{id} not found' */
  label: string;
  rights: { view: readonly string[]; edit: readonly string[] };
  schema: S;
  kind: PersonRowKind<z.infer<S>, R>;
  /** more of the answer next to `can_edit` and `rows` (the score's average) */
  extra?(rows: R[]): Record<string, unknown>;
}

/**
 * The routes of a person popup tab that lists, adds, changes and removes rows of the person (ADR
 * 0101): read with the tab's view right, write with its edit right; every answer is the person's
 * whole list with `can_edit`. Another pool's person (or one outside the personal filter) is 404.
 */
export function mountPersonRowTab<S extends z.ZodType, R>(
  mount: RouteMounter,
  deps: ServiceDeps,
  tab: PersonRowTab<S, R>,
  routes: Record<'list' | 'add' | 'change' | 'remove', ApiRoute>,
) {
  const answer = (ctx: Context, rows: R[] | null, rowId: number | null, status = 200) => {
    if (!rows) throw notFound(`${tab.label} #${rowId} not found`);
    ok(ctx, { can_edit: hasAnyRight(authOf(ctx), [...tab.rights.edit]), rows, ...tab.extra?.(rows) }, {}, status);
  };
  const writer = (ctx: Context) => ({ username: authOf(ctx).username });

  mount(routes.list, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    answer(ctx, await rowsOfPerson(deps, tab.kind, authOf(ctx).pool_id, id), null);
  });

  mount(routes.add, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const input = validate(tab.schema, ctx.request.body);
    answer(ctx, await addPersonRow(deps, tab.kind, authOf(ctx).pool_id, id, input, writer(ctx)), null, 201);
  });

  mount(routes.change, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { rowId } = validate(rowParamsSchema, ctx.params);
    const input = validate(tab.schema, ctx.request.body);
    answer(ctx, await changePersonRow(deps, tab.kind, authOf(ctx).pool_id, id, rowId, input, writer(ctx)), rowId);
  });

  mount(routes.remove, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { rowId } = validate(rowParamsSchema, ctx.params);
    answer(ctx, await removePersonRow(deps, tab.kind, authOf(ctx).pool_id, id, rowId), rowId);
  });
}

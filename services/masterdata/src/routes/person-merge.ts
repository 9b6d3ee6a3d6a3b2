import { personMergeRoutes } from './person-merge-api';
import { sql } from 'drizzle-orm';
import {
  duplicatePersonsQuerySchema,
  MergeMessages,
  MERGE_KINDS,
  Permission,
  personMergeBodySchema,
  type Pagination,
  type PersonMergeRecord,
} from '@app/contracts';
import {
  authOf,
  idParamsSchema,
  ok,
  requireRight,
  rowsOf,
  unprocessable,
  validate,
  type ServiceDeps,
  type RouteMounter,
} from '@app/service-kit';
import { duplicatePersons } from '../store/merge/duplicates';
import { haveAvatar } from '../storage/merge-images';
import { mergePerson } from '../flows/merge-person';
import { existingPersonId } from './person-param';

/** The report's right from the catalogue, then PERSON_ALL: both are needed (ADR 0099). */

/**
 * The de-duplicate persons report and the merge (spec 001 'Duplicate-person merge', MD-MERGE-*):
 * GET person/duplicates, POST person/{id}/merge ({id} is the destination), GET person/{id}/merges
 * (the merge log of a person, as destination or as the merged-away other).
 */
export function mountPersonMergeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  // the report's right is the declared access; merging needs PERSON_ALL besides
  const personAll = requireRight(Permission.PERSON_ALL);

  mount(personMergeRoutes.getPersonDuplicates, personAll, async (ctx) => {
    const query = validate(duplicatePersonsQuerySchema, ctx.query);
    const poolId = authOf(ctx).pool_id;
    const { rows, total } = await deps.db.withPool(poolId, (tx) => duplicatePersons(tx, poolId, query));
    const images = await haveAvatar(
      deps,
      poolId,
      rows.map((r) => r.id),
    );
    for (const row of rows) if (images.has(row.id)) row.has = MERGE_KINDS.filter((k) => k === 'images' || row.has.includes(k));
    const pagination: Pagination = { total, per_page: query.per_page, current_page: query.page, links: { current: ctx.url } };
    ok(ctx, rows, { pagination });
  });

  mount(personMergeRoutes.postPersonIdMerge, personAll, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const body = validate(personMergeBodySchema, ctx.request.body);
    if (body.destination.id !== id) throw unprocessable({ 'destination.id': [MergeMessages.destinationNotAddressed] });
    ok(ctx, await mergePerson(deps, authOf(ctx), body, ctx.state.locale));
  });

  mount(personMergeRoutes.getPersonIdMerges, personAll, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const poolId = authOf(ctx).pool_id;
    const rows = await deps.db.withPool(poolId, (tx) =>
      rowsOf<PersonMergeRecord>(
        tx,
        sql`select m.id, m.destination_id, m.other_id, concat_ws(' ', p.first_name, p.middle_name, p.last_name) as other_name,
            m.merged_by, m.merged_at, m.body, m.moved,
            json_build_object(
              'identity', json_build_object('done_at', m.identity_done_at, 'moved', m.identity_moved),
              'staffing', json_build_object('done_at', m.staffing_done_at, 'moved', m.staffing_moved)) as services
          from masterdata.person_merges m join masterdata.persons p on p.pool_id = m.pool_id and p.id = m.other_id
          where m.pool_id = ${poolId} and (m.destination_id = ${id} or m.other_id = ${id})
          order by m.merged_at desc, m.id desc`,
      ),
    );
    ok(ctx, rows);
  });
}

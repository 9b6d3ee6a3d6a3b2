import { personMergeRoutes } from './person-merge-api';
import { duplicatePersonsQuerySchema, MergeMessages, Permission, personMergeBodySchema, type Pagination } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireRight, unprocessable, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import { duplicatePersons } from '../flows/duplicate-persons';
import { mergePerson } from '../flows/merge-person';
import { personMerges } from '../flows/person-merges';
import { existingPersonId } from './person-param';

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
    const { rows, total } = await duplicatePersons(deps, authOf(ctx).pool_id, query);
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
    const id = await existingPersonId(ctx, deps);
    ok(ctx, await personMerges(deps, authOf(ctx).pool_id, id));
  });
}

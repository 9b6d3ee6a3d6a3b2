import type Router from '@koa/router';
import { authOf, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { personLabelInputSchema, personLabelParamsSchema, personLabelsInputSchema } from '../domain/person-labels/person-label-rules';
import { personTemplate } from '../domain/persons/person-template';
import { changePersonLabel, personLabelsOf, setPersonLabels } from '../store/person-labels';
import { existingPersonId } from './person-param';

/**
 * The person popup's Labels tab: GET person/{id}/labels reads them, PUT person/{id}/labels
 * `{ label_ids }` sets the whole set, POST `{ label_id }` gives one and DELETE
 * person/{id}/labels/{labelId} takes one off. Rights are the person's.
 */
export function mountPersonLabelRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const { rights } = personTemplate;
  router.get('/person/:id/labels', auth, requireRight(...rights.view), async (ctx) => {
    ok(ctx, await personLabelsOf(deps.db, authOf(ctx).pool_id, await existingPersonId(ctx, deps.db)));
  });

  router.post('/person/:id/labels', auth, requireRight(...rights.edit), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { label_id } = validate(personLabelInputSchema, ctx.request.body);
    ok(ctx, await changePersonLabel(deps.db, authOf(ctx).pool_id, id, label_id, true));
  });

  router.delete('/person/:id/labels/:labelId', auth, requireRight(...rights.edit), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { labelId } = validate(personLabelParamsSchema, ctx.params);
    ok(ctx, await changePersonLabel(deps.db, authOf(ctx).pool_id, id, labelId, false));
  });

  router.put('/person/:id/labels', auth, requireRight(...rights.edit), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { label_ids } = validate(personLabelsInputSchema, ctx.request.body);
    ok(ctx, await setPersonLabels(deps.db, authOf(ctx).pool_id, id, label_ids));
  });
}

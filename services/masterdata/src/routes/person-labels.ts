import type Router from '@koa/router';
import { authOf, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { personLabelsInputSchema } from '../domain/person-labels/person-label-rules';
import { personTemplate } from '../domain/persons/person-template';
import { personLabelsOf, setPersonLabels } from '../store/person-labels';
import { existingPersonId } from './person-param';

/**
 * The person popup's Labels tab: GET person/{id}/labels reads them, PUT person/{id}/labels
 * `{ label_ids }` sets the whole set (assign and take off). Rights are the person's.
 */
export function mountPersonLabelRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const { rights } = personTemplate;
  router.get('/person/:id/labels', auth, requireRight(...rights.view), async (ctx) => {
    ok(ctx, await personLabelsOf(deps.db, authOf(ctx).pool_id, await existingPersonId(ctx, deps.db)));
  });

  router.put('/person/:id/labels', auth, requireRight(...rights.edit), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { label_ids } = validate(personLabelsInputSchema, ctx.request.body);
    ok(ctx, await setPersonLabels(deps.db, authOf(ctx).pool_id, id, label_ids));
  });
}

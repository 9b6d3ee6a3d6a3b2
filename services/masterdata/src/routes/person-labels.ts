import { PersonFieldPermission } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireRight, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { personLabelInputSchema, personLabelParamsSchema, personLabelsInputSchema } from '../domain/person-labels/person-label-rules';
import { personTemplate } from '../domain/persons/person-template';
import { changePersonLabel } from '../flows/change-person-label';
import { personLabels } from '../flows/person-labels';
import { setPersonLabels } from '../flows/set-person-labels';
import { existingPersonId } from './person-param';

export const personLabelRoutes = {
  getPersonIdLabels: {
    method: 'get',
    path: '/person/:id/labels',
    summary: "A person's labels (needs PERSON_LABELS as well)",
    access: personTemplate.rights.view,
    params: idParamsSchema,
  },
  postPersonIdLabels: {
    method: 'post',
    path: '/person/:id/labels',
    summary: 'Gives a person one label (needs PERSON_LABELS as well)',
    access: personTemplate.rights.edit,
    params: idParamsSchema,
    body: personLabelInputSchema,
  },
  putPersonIdLabels: {
    method: 'put',
    path: '/person/:id/labels',
    summary: "Sets a person's labels (needs PERSON_LABELS as well)",
    access: personTemplate.rights.edit,
    params: idParamsSchema,
    body: personLabelsInputSchema,
  },
  deletePersonIdLabelsLabelId: {
    method: 'delete',
    path: '/person/:id/labels/:labelId',
    summary: 'Takes one label off a person (needs PERSON_LABELS as well)',
    access: personTemplate.rights.edit,
    params: [idParamsSchema, personLabelParamsSchema],
  },
} satisfies Record<string, ApiRoute>;

/**
 * The person popup's Labels tab: GET person/{id}/labels reads them, PUT person/{id}/labels
 * `{ label_ids }` sets the whole set, POST `{ label_id }` gives one and DELETE
 * person/{id}/labels/{labelId} takes one off. Rights are the person's, and the person card's
 * labels right (ID-PERM-10).
 */
export function mountPersonLabelRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const labelsRight = requireRight(PersonFieldPermission.PERSON_LABELS);
  mount(personLabelRoutes.getPersonIdLabels, labelsRight, async (ctx) => {
    ok(ctx, await personLabels(deps, authOf(ctx).pool_id, await existingPersonId(ctx, deps)));
  });

  mount(personLabelRoutes.postPersonIdLabels, labelsRight, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { label_id } = validate(personLabelInputSchema, ctx.request.body);
    ok(ctx, await changePersonLabel(deps, authOf(ctx).pool_id, id, label_id, true));
  });

  mount(personLabelRoutes.deletePersonIdLabelsLabelId, labelsRight, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { labelId } = validate(personLabelParamsSchema, ctx.params);
    ok(ctx, await changePersonLabel(deps, authOf(ctx).pool_id, id, labelId, false));
  });

  mount(personLabelRoutes.putPersonIdLabels, labelsRight, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { label_ids } = validate(personLabelsInputSchema, ctx.request.body);
    ok(ctx, await setPersonLabels(deps, authOf(ctx).pool_id, id, label_ids));
  });
}

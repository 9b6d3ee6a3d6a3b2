import { hasAnyRight, Permission, PERSON_GUARDED_FIELDS, withoutHiddenFields } from '@app/contracts';
import { authOf, notFound, ok, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { formTemplateFor } from '../domain/templates/entity-template';
import { personTemplate } from '../domain/persons/person-template';
import { ownPerson } from '../flows/own-person';

export const personMeRoutes = {
  getPersonMe: {
    method: 'get',
    path: '/person/me',
    summary: 'The own person with labels, profiles, contracts and account',
    access: [Permission.PERSON_POPUP_VIEW],
  },
} satisfies Record<string, ApiRoute>;

/**
 * GET person/me: the signed-in profile's own person for "my data" (PLT-ROUTE-12, MD-PPOP-03) with
 * its labels, profiles, contracts, blockades (read-only) and account in one answer, so a substitute without
 * PERSON_VIEW reads their own card. The token names the person. `form` is the person form as the
 * caller may use it: fields are editable only with the right to change persons (PUT person/{id}).
 * The remarks, matching info and BSN go only to who holds their rights, on one's own card as well.
 */
export function mountPersonMeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personMeRoutes.getPersonMe, async (ctx) => {
    const auth = authOf(ctx);
    const poolId = auth.pool_id;
    const personId = auth.person_id;
    const own = personId === null ? null : await ownPerson(deps, poolId, personId);
    if (!own) throw notFound(`Person #${personId ?? 'me'} not found`);
    const canEdit = hasAnyRight(auth, personTemplate.rights.edit);
    const form = formTemplateFor(personTemplate, auth);
    const { person, labels, profiles, contracts, blockades, account } = own;
    ok(ctx, {
      person: withoutHiddenFields(person, PERSON_GUARDED_FIELDS, auth),
      form: { ...form, fields: form.fields.map((f) => ({ ...f, editable: f.editable && canEdit })) },
      labels,
      profiles,
      contracts,
      blockades,
      account,
    });
  });
}

import { hasAnyRight, Permission } from '@app/contracts';
import { authOf, notFound, ok, type ListRequest, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { blockadesOfPerson } from '../store/blockades';
import { formTemplateFor } from '../domain/templates/entity-template';
import { personTemplate } from '../domain/persons/person-template';
import { contractList } from '../store/contracts';
import { runList } from '../store/list-query';
import { personLabelsOf } from '../store/person-labels';
import { accountOfPerson, profilesOfPerson } from '../store/person-popup';
import { findPerson } from '../store/persons';

/** Every live contract of one person, newest first (the "my data" Contracts tab). */
const ownContracts = (personId: number): ListRequest => ({
  page: 1,
  perPage: null,
  sort: { column: 'start_date', order: 'desc' },
  filters: { person: [String(personId)] },
  search: null,
  includeArchived: false,
  csvName: null,
});

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
 */
export function mountPersonMeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personMeRoutes.getPersonMe, async (ctx) => {
    const auth = authOf(ctx);
    const poolId = auth.pool_id;
    const personId = auth.person_id;
    const person = personId === null ? null : await findPerson(deps.db, poolId, personId);
    if (!person || personId === null) throw notFound(`Person #${personId ?? 'me'} not found`);
    const canEdit = hasAnyRight(auth, personTemplate.rights.edit);
    const form = formTemplateFor(personTemplate, auth);
    const [labels, profiles, account, contracts, blockades] = await Promise.all([
      personLabelsOf(deps.db, poolId, personId),
      profilesOfPerson(deps.db, poolId, personId),
      accountOfPerson(deps.db, poolId, personId),
      deps.db.withPool(poolId, (tx) => runList(tx, contractList, poolId, ownContracts(personId))),
      deps.db.withPool(poolId, (tx) => blockadesOfPerson(tx, poolId, personId)),
    ]);
    ok(ctx, {
      person,
      form: { ...form, fields: form.fields.map((f) => ({ ...f, editable: f.editable && canEdit })) },
      labels,
      profiles,
      contracts: contracts.rows,
      blockades,
      account,
    });
  });
}

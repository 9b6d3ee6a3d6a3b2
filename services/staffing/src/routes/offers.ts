import type { Context } from 'koa';
import {
  hasAnyRight,
  inviteSchema,
  Messages,
  OFFER_LIST_FILTERS,
  OFFER_KINDS,
  OFFER_LIST_SORTS,
  OfferRights,
  reserveSchema,
  type OfferKind,
  type OfferView,
} from '@app/contracts';
import {
  authOf,
  idParamsSchema,
  notFound,
  ok,
  okListPage,
  readListRequest,
  validate,
  type ListCapabilities,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { cancelOfferOf } from '../flows/cancel-offer';
import { offerPage } from '../flows/offer-page';
import { offerRequest } from '../flows/offer-request';
import { callerOf } from './caller';
import { offerRoutes } from './offers-api';

export const offerListCapabilities: ListCapabilities = {
  sortable: OFFER_LIST_SORTS,
  defaultSort: { column: 'created_at', order: 'desc' },
  filters: OFFER_LIST_FILTERS,
};

/**
 * Invite several or reserve one for a request's open dayparts, cancel an open offer, and the
 * invitation and reservation lists (docs/invitations.md). Every call acts in the token's pool and
 * branches; a request or offer outside them is 404.
 */
export function mountOfferRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const make = (kind: OfferKind) => async (ctx: Context) => {
    const { id: number } = validate(idParamsSchema, ctx.params);
    const persons =
      kind === 'invitation'
        ? validate(inviteSchema, ctx.request.body)
        : (({ person, message }) => ({ persons: [person], message }))(validate(reserveSchema, ctx.request.body));
    const made = await offerRequest(deps, callerOf(ctx, deps), number, kind, persons);
    ok(
      ctx,
      made.map((m) => m.view),
      {},
      201,
    );
  };

  const cancel = (kind: OfferKind) => async (ctx: Context) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    ok(ctx, await cancelOfferOf(deps, caller, kind, id));
  };

  /**
   * The list of a kind; `ofPerson` (`person/{id}/{kind}`, INV-RULE-06) narrows it to one person's
   * offers: anyone's with the ALL right (within the caller's branches), else only one's own (404
   * for another person, as one of another pool).
   */
  const list = (kind: OfferKind, ofPerson: boolean) => async (ctx: Context) => {
    const person = ofPerson ? validate(idParamsSchema, ctx.params).id : null;
    const request = readListRequest(ctx, offerListCapabilities);
    const caller = callerOf(ctx, deps);
    const token = authOf(ctx);
    const all = hasAnyRight(token, OfferRights[kind].all);
    const missing = () => notFound(Messages.notFound.replace('{{id}}', String(person)));
    if (person !== null && !all && person !== token.person_id) throw missing();
    // with VIEW alone a person sees the offers made to them (a substitute's own list)
    const own = all ? null : (token.person_id ?? 0);
    const filters = person === null ? request.filters : { ...request.filters, person: [String(person)] };
    const page = await offerPage(deps, { ...caller, kind, own }, person, { ...request, filters }, missing);
    okListPage<OfferView>(ctx, request, page);
  };

  for (const kind of OFFER_KINDS) {
    const routes = offerRoutes(kind);
    mount(routes.make, make(kind));
    mount(routes.cancel, cancel(kind));
    mount(routes.list, list(kind, false));
    mount(routes.ofPerson, list(kind, true));
  }
}

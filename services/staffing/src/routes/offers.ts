import type { Context } from 'koa';
import { sql } from 'drizzle-orm';
import {
  hasAnyRight,
  inviteSchema,
  Messages,
  OFFER_LIST_FILTERS,
  OFFER_KINDS,
  OFFER_LIST_SORTS,
  OfferRights,
  reserveSchema,
  type DaypartRef,
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
import { readPersons } from '../store/masterdata-reads';
import { listOffers } from '../store/offer-list';
import { offerView, offerViews } from '../store/offer-views';
import { cancelOffer, makeOffers } from '../store/offer-writes';
import { requestForWrite, type Caller } from '../store/request-rows';
import { announceRequestChange, callerOf } from './caller';
import { noticeNewOffers } from './offers-notice';
import { announceInboxChange } from './inbox-events';
import { offerRoutes } from './offers-api';
import { mailClosedOffers, mailNewOffers } from './person-mails';

export const offerListCapabilities: ListCapabilities = {
  sortable: OFFER_LIST_SORTS,
  defaultSort: { column: 'created_at', order: 'desc' },
  filters: OFFER_LIST_FILTERS,
};

/**
 * Offers a request to persons (invite several, reserve one) as the caller, in one transaction with
 * the request locked that also writes each person's mail, text message and push with the public
 * link into the outbox; then tells the request's screens and the persons' inboxes. The route and
 * the demo data make offers this way.
 */
export async function offerRequest(
  deps: ServiceDeps,
  caller: Caller,
  number: number,
  kind: OfferKind,
  persons: { persons: number[]; message?: string | null; dayparts?: readonly DaypartRef[] },
) {
  const made = await deps.db.withPool(caller.poolId, async (tx) => {
    const { row } = await requestForWrite(tx, caller, number);
    const offers = await makeOffers(tx, caller, row, kind, persons);
    const { rows } = await offerViews(tx, caller.poolId, caller.now, {
      where: sql`o.id in (${sql.join(
        offers.map((o) => sql`${o.row.id}`),
        sql`, `,
      )})`,
    });
    const made = offers.map((o) => ({ ...o, view: rows.find((v) => v.id === o.row.id)! }));
    await mailNewOffers(tx, deps, caller.poolId, made);
    await noticeNewOffers(tx, deps, caller.poolId, made);
    return made;
  });
  await announceRequestChange(deps, caller, number, 'updated');
  await announceInboxChange(
    deps,
    caller.poolId,
    made.map((m) => ({ personId: m.row.personId, kind })),
    caller.author.username,
  );
  return made;
}

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
    const { view, requestNumber, offer } = await deps.db.withPool(caller.poolId, async (tx) => {
      const cancelled = await cancelOffer(tx, caller, kind, id);
      const view = (await offerView(tx, caller.poolId, caller.now, id))!;
      await mailClosedOffers(tx, deps, caller.poolId, view.branch.name, [cancelled.offer]);
      return { ...cancelled, view };
    });
    await announceRequestChange(deps, caller, requestNumber, 'updated');
    // a cancelled acceptance that waited for the school leaves the school's inbox too
    await announceInboxChange(deps, caller.poolId, [{ ...offer, proposal: offer.state === 'wait_for_deny' }], caller.author.username);
    ok(ctx, view);
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
    const page = await deps.db.withPool(caller.poolId, async (tx) => {
      if (person !== null && !(await readPersons(tx, caller.poolId, [person])).has(person)) throw missing();
      return listOffers(tx, { ...caller, kind, own }, { ...request, filters });
    });
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

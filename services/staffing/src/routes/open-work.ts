import type { Context } from 'koa';
import {
  listQuerySchema,
  MessageTitles,
  openWorkAlertSchema,
  openWorkClaimSchema,
  OpenWorkMessages,
  OpenWorkRights,
  type Message,
} from '@app/contracts';
import {
  authOf,
  forbidden,
  ok,
  paginationMeta,
  readListRequest,
  memoryCapabilities,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { claimOpenWork, listOpenWork, OPEN_WORK_LIST } from '../flows/open-work';
import { readOpenWorkAlert, saveOpenWorkAlert } from '../flows/open-work-alerts';
import type { Caller } from '../domain/requests/caller';
import { callerOf } from './caller';

export const openWorkRoutes = {
  list: {
    method: 'get',
    path: '/open-work',
    summary:
      "The signed-in substitute's open work: per request of the pool, the open dayparts from tomorrow to four weeks ahead they pass every hard rule of matching for, best score first, paged; empty with a message while the pool's open_work setting keeps them out (or the profile has no person)",
    access: OpenWorkRights,
    query: listQuerySchema,
    answers: 'page',
  },
  claim: {
    method: 'post',
    path: '/open-work/claim',
    summary:
      'Claims dayparts of one request for the signed-in substitute, all or none: planned at once, or waiting for the school where propose_to_school applies; a daypart someone else took is 409',
    access: OpenWorkRights,
    body: openWorkClaimSchema,
  },
  alert: {
    method: 'get',
    path: '/open-work/alert',
    summary: 'Whether the signed-in substitute is told by push when new open work fits them',
    access: OpenWorkRights,
  },
  setAlert: {
    method: 'put',
    path: '/open-work/alert',
    summary:
      'Switches the push for newly fitting open work on or off for the signed-in substitute; it reaches the devices registered through POST /api/app-device',
    access: OpenWorkRights,
    body: openWorkAlertSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The substitute a claim acts for: their own person, and the whole pool (matching's rules, not a
 * profile's branch, say where a substitute may work). Without a person: 403.
 */
function substituteOf(ctx: Context, deps: ServiceDeps): { caller: Caller; personId: number } {
  const personId = authOf(ctx).person_id;
  if (personId === null || personId === undefined) throw forbidden(OpenWorkMessages.noPerson);
  return { caller: { ...callerOf(ctx, deps), scope: null }, personId };
}

/** Open work for substitutes (docs/open-work.md): the list, the claim and the push alert, with the OPEN_WORK right. */
export function mountOpenWorkRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(openWorkRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, memoryCapabilities(OPEN_WORK_LIST));
    const personId = authOf(ctx).person_id;
    const page =
      personId === null || personId === undefined
        ? { rows: [], total: 0, refusal: OpenWorkMessages.noPerson }
        : await listOpenWork(deps, { ...callerOf(ctx, deps), scope: null }, personId, request);
    const pagination = paginationMeta(page.total, request, ctx.originalUrl);
    // no self-service for them is no fault: the list is empty and says why
    const messages: Message[] | undefined = page.refusal ? [{ type: 'info', title: MessageTitles[403], message: page.refusal }] : undefined;
    ok(ctx, page.rows, { pagination, ...(messages ? { messages } : {}) });
  });

  mount(openWorkRoutes.claim, async (ctx) => {
    const input = validate(openWorkClaimSchema, ctx.request.body ?? {});
    const { caller, personId } = substituteOf(ctx, deps);
    ok(ctx, await claimOpenWork(deps, caller, personId, input));
  });

  mount(openWorkRoutes.alert, async (ctx) => {
    const { caller, personId } = substituteOf(ctx, deps);
    ok(ctx, await readOpenWorkAlert(deps, caller, personId));
  });

  mount(openWorkRoutes.setAlert, async (ctx) => {
    const input = validate(openWorkAlertSchema, ctx.request.body ?? {});
    const { caller, personId } = substituteOf(ctx, deps);
    ok(ctx, await saveOpenWorkAlert(deps, caller, personId, input.on));
  });
}

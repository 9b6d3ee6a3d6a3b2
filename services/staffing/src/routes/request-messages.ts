import { z } from 'zod';
import { recordId, RequestRights } from '@app/contracts';
import { ok, requireRight, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { readMessageOfRequest } from '../flows/read-request-message';
import { callerOf } from './caller';

const messageParamsSchema = z.object({ id: recordId(), entryId: recordId() });

export const requestMessageRoutes = {
  message: {
    method: 'get',
    path: '/request/:id/messages/:entryId',
    summary: 'A mail or text message sent about the request, by its timeline entry, for the mail preview (also REQUEST_VIEW or ALL)',
    access: RequestRights.timeline,
    params: messageParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/** The mails and text messages kept around a request (REQ-DATA-10): the timeline names them, this call reads one. */
export function mountRequestMessageRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(requestMessageRoutes.message, requireRight(...RequestRights.view), async (ctx) => {
    const { id, entryId } = validate(messageParamsSchema, ctx.params);
    ok(ctx, await readMessageOfRequest(deps, callerOf(ctx, deps), id, entryId));
  });
}

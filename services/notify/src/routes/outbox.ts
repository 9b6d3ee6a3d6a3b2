import { z } from 'zod';
import { MAILING_ALL_PERMISSION } from '@app/contracts';
import { authOf, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { outboxPage } from '../flows/outbox-page';

export const outboxQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(100).default(20),
  recipient: z.string().trim().max(320).optional(),
});

export const outboxRoutes = {
  list: {
    method: 'get',
    path: '/outbox',
    summary: 'The mail and text messages of the pool, newest first',
    access: [MAILING_ALL_PERMISSION],
    query: outboxQuery,
    answers: 'page',
  },
} satisfies Record<string, ApiRoute>;

/**
 * GET /api/outbox: the pool's mail and text messages, newest first, secrets hidden (codes and links
 * with a token are only in the delivered message). A sysadmin too reads the pool signed into.
 */
export function mountOutboxRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(outboxRoutes.list, async (ctx) => {
    const q = validate(outboxRoutes.list.query, ctx.query);
    const auth = authOf(ctx);
    const { items, total } = await outboxPage(deps, { poolId: auth.pool_id, recipient: q.recipient, page: q.page, perPage: q.per_page });
    ok(ctx, items, {
      pagination: { total, per_page: q.per_page, current_page: q.page, links: { current: ctx.originalUrl } },
    });
  });
}

import type Router from '@koa/router';
import { z } from 'zod';
import { MAILING_ALL_PERMISSION, type TokenPayload } from '@app/contracts';
import { authOf, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { listOutbox, toOutboxItem } from '../store/outbox';

const outboxQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(100).default(20),
  recipient: z.string().trim().max(320).optional(),
});

const poolScope = (auth: TokenPayload): number | null => (auth.is_sysadmin ? null : auth.pool_id);

/** GET /api/outbox: the mail and text messages, newest first (planners and tests read mail here). */
export function mountOutboxRoutes(router: Router, deps: ServiceDeps) {
  router.get('/outbox', requireAuth(deps.tokens, deps.clock), requireRight(MAILING_ALL_PERMISSION), async (ctx) => {
    const q = validate(outboxQuery, ctx.query);
    const auth = authOf(ctx);
    const { rows, total } = await deps.db.withSystem((tx) => listOutbox(tx, { poolId: poolScope(auth), recipient: q.recipient, page: q.page, perPage: q.per_page }));
    ok(ctx, rows.map(toOutboxItem), {
      pagination: { total, per_page: q.per_page, current_page: q.page, links: { current: ctx.originalUrl } },
    });
  });
}

import type Router from '@koa/router';
import { PersonLogPermission, Permission as P } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireAuth, requireRight, validate, type ServiceDeps, type ApiRoute } from '@app/service-kit';
import { findPerson } from '../store/availability';
import { personLogs } from '../store/person-logs';
import { callerOf } from './caller';

/** The Logs tab's rights: its own right and a right to read persons (ID-PERM-10). */
export const PERSON_LOG_RIGHTS = { tab: [PersonLogPermission.PERSON_LOGS], person: [P.PERSON_VIEW, P.PERSON_ALL] } as const;

export const PERSON_LOG_API_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/person/:id/logs',
    summary: "The request log's events naming a person, newest first (needs PERSON_VIEW or PERSON_ALL as well)",
    access: PERSON_LOG_RIGHTS.tab,
    params: idParamsSchema,
  },
];

/**
 * The person popup's Logs tab: what happened to the person on requests, read from the
 * request log, within the caller's branches. A person of another pool is 404.
 */
export function mountPersonLogRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  router.get('/person/:id/logs', auth, requireRight(...PERSON_LOG_RIGHTS.tab), requireRight(...PERSON_LOG_RIGHTS.person), async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const poolId = authOf(ctx).pool_id;
    ok(
      ctx,
      await deps.db.withPool(poolId, async (tx) => {
        await findPerson(tx, poolId, id);
        return personLogs(tx, poolId, caller.scope, id);
      }),
    );
  });
}

import { PersonLogPermission, Permission as P } from '@app/contracts';
import { idParamsSchema, ok, requireRight, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { personLogsOf } from '../flows/person-logs';
import { callerOf } from './caller';

/** The Logs tab's rights: its own right and a right to read persons (ID-PERM-10). */
export const PERSON_LOG_RIGHTS = { tab: [PersonLogPermission.PERSON_LOGS], person: [P.PERSON_VIEW, P.PERSON_ALL] } as const;

export const personLogRoutes = {
  list: {
    method: 'get',
    path: '/person/:id/logs',
    summary: "The request log's events naming a person, newest first (needs PERSON_VIEW or PERSON_ALL as well)",
    access: PERSON_LOG_RIGHTS.tab,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The person popup's Logs tab: what happened to the person on requests, read from the
 * request log, within the caller's branches. A person of another pool is 404.
 */
export function mountPersonLogRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personLogRoutes.list, requireRight(...PERSON_LOG_RIGHTS.person), async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await personLogsOf(deps, callerOf(ctx, deps), id));
  });
}

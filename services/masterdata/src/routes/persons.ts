import type Router from '@koa/router';
import { z } from 'zod';
import { Permission } from '@app/contracts';
import { authOf, notFound, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { findPerson } from '../store/persons';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function mountPersonRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  router.get('/person/:id', auth, requireRight(Permission.PERSON_VIEW, Permission.PERSON_ALL), async (ctx) => {
    const { id } = validate(idParams, ctx.params);
    const person = await findPerson(deps.db, authOf(ctx).pool_id, id);
    if (!person) throw notFound(`Person #${id} not found`);
    ok(ctx, person);
  });
}

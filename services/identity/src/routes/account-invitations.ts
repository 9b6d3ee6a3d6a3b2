import type Router from '@koa/router';
import { z } from 'zod';
import { invitationJoinSchema, invitationRegisterSchema, Permission, profileCreateSchema } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import type { AuthThrottle } from '../flows/auth-throttle';
import { giveProfile, joinInvitation, registerInvitation, showInvitation } from '../flows/account-invitations';
import { archiveProfile } from '../flows/profile-removal';
import { answerTokens } from './token-cookie';

export const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Giving a profile (and inviting a person without an account); the public invitation page's calls. */
export function mountAccountInvitationRoutes(router: Router, deps: ServiceDeps, throttle: AuthThrottle) {
  router.post('/profile', requireAuth(deps.tokens, deps.clock), requireRight(Permission.PERSON_ALL), async (ctx) => {
    const input = validate(profileCreateSchema, ctx.request.body);
    ok(ctx, await giveProfile(deps, authOf(ctx), input), {}, 201);
  });

  router.delete('/profile/:id/archive', requireAuth(deps.tokens, deps.clock), requireRight(Permission.PERSON_ALL), async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await archiveProfile(deps, authOf(ctx), id));
  });

  router.get('/account/invitation/:token', async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    ok(ctx, await showInvitation(deps, token));
  });

  router.post('/account/invitation/:token/join', async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    const input = validate(invitationJoinSchema, ctx.request.body);
    answerTokens(ctx, await joinInvitation(deps, throttle, token, input, ctx.ip));
  });

  router.post('/account/invitation/:token/register', async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    const input = validate(invitationRegisterSchema, ctx.request.body);
    answerTokens(ctx, await registerInvitation(deps, token, input), {}, 201);
  });
}

import { z } from 'zod';
import {
  accountCreateSchema,
  invitationJoinSchema,
  invitationRegisterSchema,
  Permission,
  profileCreateSchema,
  profileUpdateSchema,
  PersonFieldPermission,
  PublicRoutes,
} from '@app/contracts';
import { authOf, idParamsSchema, ok, requireRight, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import type { AuthThrottle } from '../flows/auth-throttle';
import { giveProfile, joinInvitation, registerInvitation, showInvitation } from '../flows/account-invitations';
import { archiveProfile } from '../flows/profile-removal';
import { updateProfile } from '../flows/profile-update';
import { answerTokens } from './token-cookie';

export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const accountInvitationRoutes = {
  giveProfile: {
    method: 'post',
    path: '/profile',
    summary: 'Gives roles to a person: a profile at once, or an account invitation by mail (needs PERSON_PROFILES as well)',
    access: [Permission.PERSON_ALL],
    body: profileCreateSchema,
    status: 201,
  },
  updateProfile: {
    method: 'put',
    path: '/profile/:id',
    summary: "Sets a profile's function (a live profile type of the pool) and description (needs PERSON_PROFILES as well)",
    access: [Permission.PERSON_ALL],
    params: idParamsSchema,
    body: profileUpdateSchema,
  },
  archiveProfile: {
    method: 'delete',
    path: '/profile/:id/archive',
    summary: 'Archives a profile; a person keeps at least one (needs PERSON_PROFILES as well)',
    access: [Permission.PERSON_ALL],
    params: idParamsSchema,
  },
  show: { ...PublicRoutes.accountInvitation, summary: 'The pool and person of an account invitation', params: tokenParams },
  join: {
    ...PublicRoutes.accountInvitationJoin,
    summary: 'Links the invited profile to an existing account',
    params: tokenParams,
    body: invitationJoinSchema,
  },
  register: {
    ...PublicRoutes.accountInvitationRegister,
    summary: 'Creates an account for the invited profile and logs it in',
    params: tokenParams,
    body: invitationRegisterSchema,
    status: 201,
  },
  create: {
    ...PublicRoutes.accountCreate,
    summary: "The same with the invitation's token in the body (the spec's account/create)",
    body: accountCreateSchema,
    status: 201,
  },
} satisfies Record<string, ApiRoute>;

/** Giving a profile (and inviting a person without an account); the public invitation page's calls. */
export function mountAccountInvitationRoutes(mount: RouteMounter, deps: ServiceDeps, throttle: AuthThrottle) {
  // the person card's Profiles tab has its own right besides the right to change persons (ID-PERM-10)
  const profilesRight = requireRight(PersonFieldPermission.PERSON_PROFILES);
  mount(accountInvitationRoutes.giveProfile, profilesRight, async (ctx) => {
    const input = validate(profileCreateSchema, ctx.request.body);
    ok(ctx, await giveProfile(deps, authOf(ctx), input), {}, 201);
  });

  mount(accountInvitationRoutes.updateProfile, profilesRight, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const input = validate(profileUpdateSchema, ctx.request.body);
    ok(ctx, await updateProfile(deps, authOf(ctx), id, input));
  });

  mount(accountInvitationRoutes.archiveProfile, profilesRight, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await archiveProfile(deps, authOf(ctx), id));
  });

  mount(accountInvitationRoutes.show, async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    ok(ctx, await showInvitation(deps, token));
  });

  mount(accountInvitationRoutes.join, async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    const input = validate(invitationJoinSchema, ctx.request.body);
    answerTokens(ctx, await joinInvitation(deps, throttle, token, input, ctx.ip));
  });

  mount(accountInvitationRoutes.register, async (ctx) => {
    const { token } = validate(tokenParams, ctx.params);
    const input = validate(invitationRegisterSchema, ctx.request.body);
    answerTokens(ctx, await registerInvitation(deps, token, input), {}, 201);
  });

  mount(accountInvitationRoutes.create, async (ctx) => {
    const input = validate(accountCreateSchema, ctx.request.body);
    answerTokens(ctx, await registerInvitation(deps, input.token, input), {}, 201);
  });
}

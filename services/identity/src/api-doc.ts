import {
  accountUpdateSchema,
  changeOwnPasswordSchema,
  credentialsSchema,
  ExtraPermission,
  forgotPasswordSchema,
  invitationJoinSchema,
  invitationRegisterSchema,
  listQuerySchema,
  loginCheckSchema,
  Permission,
  poolInputSchema,
  profileCreateSchema,
  refreshSchema,
  resetPasswordSchema,
  roleInputSchema,
  SsoPath,
  ssoLoginCheckSchema,
  ssoProvidersQuerySchema,
  ssoStartQuerySchema,
  ssoTicketSchema,
  toggleTwoFactorSchema,
  twoFactorCheckSchema,
} from '@app/contracts';
import { idParamsSchema, serviceApi } from '@app/service-kit';
import { tokenParams } from './routes/account-invitations';
import { logoutSchema } from './routes/auth';
import { currentPoolQuery, poolUrlParams } from './routes/session';
import { codeParams } from './routes/sso';

const ROLE = [Permission.ROLE_ALL];
const ACCOUNT = [ExtraPermission.ACCOUNT_ALL];
const POOL = [ExtraPermission.POOL_ALL];

/** The identity routes as the published API shows them (docs/architecture.md 'The API contract'). */
export const identityApi = serviceApi('identity', [
  { method: 'get', path: '/health', summary: 'Whether the platform answers (the gateway routes /api/health here)', access: 'public' },

  { method: 'post', path: '/auth/pool', summary: 'The pools the credentials may log in to', access: 'public', body: credentialsSchema },
  {
    method: 'post',
    path: '/auth/pool/:id/profile',
    summary: 'The profiles of the credentials in one pool',
    access: 'public',
    params: idParamsSchema,
    body: credentialsSchema,
  },
  { method: 'get', path: '/auth/pools', summary: 'The pools of the signed-in account', access: 'token' },
  {
    method: 'get',
    path: '/auth/pool/:id/profiles',
    summary: 'The profiles of the signed-in account in one pool',
    access: 'token',
    params: idParamsSchema,
  },
  {
    method: 'post',
    path: '/login_check',
    summary: 'Logs in with a pool and profile: access and refresh token, or a second-factor step',
    access: 'public',
    body: loginCheckSchema,
  },
  {
    method: 'post',
    path: '/2fa_check',
    summary: 'Completes a login with the mailed six-digit code',
    access: 'public',
    body: twoFactorCheckSchema,
  },
  {
    method: 'post',
    path: '/token/refresh',
    summary: 'New tokens for a refresh token, optionally for another pool or profile',
    access: 'public',
    body: refreshSchema,
  },
  { method: 'post', path: '/logout', summary: 'Revokes the refresh token', access: 'public', body: logoutSchema },

  {
    method: 'post',
    path: '/account/forgot',
    summary: 'Mails a password reset link to a known account',
    access: 'public',
    body: forgotPasswordSchema,
  },
  { method: 'post', path: '/account/reset', summary: 'Sets a new password with a reset link', access: 'public', body: resetPasswordSchema },
  {
    method: 'patch',
    path: '/account/password-reset',
    summary: 'Changes the own password and ends every other login',
    access: 'token',
    body: changeOwnPasswordSchema,
  },
  {
    method: 'post',
    path: '/account/toggle2fa',
    summary: 'Turns the own second factor on, or off with the password',
    access: 'token',
    body: toggleTwoFactorSchema,
  },

  {
    method: 'post',
    path: '/profile',
    summary: 'Gives roles to a person: a profile at once, or an account invitation by mail',
    access: [Permission.PERSON_ALL],
    body: profileCreateSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/profile/:id/archive',
    summary: 'Archives a profile; a person keeps at least one',
    access: [Permission.PERSON_ALL],
    params: idParamsSchema,
  },
  {
    method: 'get',
    path: '/account/invitation/:token',
    summary: 'The pool and person of an account invitation',
    access: 'public',
    params: tokenParams,
  },
  {
    method: 'post',
    path: '/account/invitation/:token/join',
    summary: 'Links the invited profile to an existing account',
    access: 'public',
    params: tokenParams,
    body: invitationJoinSchema,
  },
  {
    method: 'post',
    path: '/account/invitation/:token/register',
    summary: 'Creates an account for the invited profile and logs it in',
    access: 'public',
    params: tokenParams,
    body: invitationRegisterSchema,
    status: 201,
  },

  { method: 'get', path: '/auth/current-profile', summary: 'The profile of the token', access: 'token' },
  { method: 'get', path: '/auth/current-pool', summary: 'The pool of the token', access: 'token', query: currentPoolQuery },
  {
    method: 'get',
    path: '/pool/url/:value',
    summary: "A pool's public login page settings by its url",
    access: 'public',
    params: poolUrlParams,
  },
  { method: 'get', path: '/menu', summary: 'The menu of the profile', access: [] },

  {
    method: 'get',
    path: SsoPath.providers,
    summary: 'The single sign-on providers of a pool',
    access: 'public',
    query: ssoProvidersQuerySchema,
  },
  {
    method: 'get',
    path: '/auth/sso/:code/start',
    summary: 'Sends the browser to the provider',
    access: 'public',
    params: codeParams,
    query: ssoStartQuerySchema,
    answers: 'redirect',
  },
  {
    method: 'get',
    path: SsoPath.callback,
    summary: "The provider's answer; sends the browser back to the login page",
    access: 'public',
    answers: 'redirect',
  },
  { method: 'post', path: SsoPath.profiles, summary: 'The profiles of a single sign-on ticket', access: 'public', body: ssoTicketSchema },
  {
    method: 'post',
    path: SsoPath.loginCheck,
    summary: 'Logs in with a single sign-on ticket and a profile',
    access: 'public',
    body: ssoLoginCheckSchema,
  },

  { method: 'get', path: '/role', summary: 'Roles of the pool and the global ones', access: ROLE, query: listQuerySchema, answers: 'page' },
  {
    method: 'get',
    path: '/role/options',
    summary: 'The roles the caller may give with POST profile, by name (the Profiles tab)',
    access: [Permission.PERSON_ALL],
  },
  { method: 'get', path: '/role/:id', summary: 'One role', access: ROLE, params: idParamsSchema },
  { method: 'post', path: '/role', summary: 'Creates a role', access: ROLE, body: roleInputSchema, status: 201 },
  {
    method: 'put',
    path: '/role/:id',
    summary: 'Changes a role; fields left out keep their value',
    access: ROLE,
    params: idParamsSchema,
    body: roleInputSchema,
  },
  { method: 'delete', path: '/role/:id/archive', summary: 'Removes a role', access: ROLE, params: idParamsSchema },

  {
    method: 'get',
    path: '/account',
    summary: 'Accounts with a profile in the pool',
    access: ACCOUNT,
    query: listQuerySchema,
    answers: 'page',
  },
  { method: 'get', path: '/account/:id', summary: 'One account', access: ACCOUNT, params: idParamsSchema },
  {
    method: 'put',
    path: '/account/:id',
    summary: 'Changes an account',
    access: ACCOUNT,
    params: idParamsSchema,
    body: accountUpdateSchema,
  },

  { method: 'get', path: '/pool', summary: 'Pools', access: POOL, query: listQuerySchema, answers: 'page' },
  { method: 'get', path: '/pool/:id', summary: 'One pool', access: POOL, params: idParamsSchema },
  { method: 'post', path: '/pool', summary: 'Creates a pool', access: POOL, body: poolInputSchema, status: 201 },
  {
    method: 'put',
    path: '/pool/:id',
    summary: 'Changes a pool; fields left out keep their value',
    access: POOL,
    params: idParamsSchema,
    body: poolInputSchema,
  },
]);

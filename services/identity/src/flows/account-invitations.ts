import {
  ACCOUNT_INVITATION_TTL_SECONDS,
  hasRight,
  InvitationMessages,
  Messages,
  type AccountInvitationView,
  type TokenPayload,
} from '@app/contracts';
import { forbidden, HttpError, notFound, unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { accountInvitationMail, publicLink } from '../domain/account-mails';
import { grantRefusal } from '../domain/admin-permissions';
import { resolveRights, type RoleNode } from '../domain/rights';
import { hashPassword, hashToken, newRefreshToken } from '../domain/secrets';
import { acceptInvitation, findInvitationByToken, insertAccountInvitation, type AccountInvitation } from '../store/account-invitations';
import { insertAccount, takenLogins, type Account } from '../store/accounts';
import { writeMail } from '../store/outbox';
import { findPoolById } from '../store/pools';
import { rolesOfPool } from '../store/roles';
import { accountOfPerson, insertProfile, personContact, rolesInPool } from '../store/profiles';
import type { AuthThrottle } from './auth-throttle';
import { authenticate, issueTokens, loadSessionFacts, type IssuedTokens } from './login';

/**
 * A profile that is not a sysadmin gives only roles whose every right (parent chain included) it
 * holds itself: otherwise it could hand out, or take through a second profile, more than it has.
 */
function mayGive(auth: TokenPayload, id: number, byId: ReadonlyMap<number, RoleNode>): boolean {
  if (auth.is_sysadmin) return true;
  const granter = { holds: (right: string) => hasRight(auth, right), viewEntirePool: auth.view_entire_pool };
  return !grantRefusal(granter, resolveRights([byId.get(id)!], byId));
}

/**
 * The roles the caller may give with POST profile, by name (GET /api/role/options, the Profiles
 * tab's picker): for PERMISSION_PERSON_ALL, so giving roles does not need the role editor's right.
 */
export async function givableRoles(deps: ServiceDeps, auth: TokenPayload): Promise<{ id: number; name: string }[]> {
  return deps.db.withPool(auth.pool_id, async (tx) => {
    const byId = await rolesInPool(tx);
    return (await rolesOfPool(tx, auth.pool_id))
      .filter((r) => byId.has(r.id) && mayGive(auth, r.id, byId))
      .map((r) => ({ id: r.id, name: r.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  });
}

export type GiveProfileResult = { profile_id: number; invited: false } | { profile_id: null; invited: true };

/**
 * Gives roles to a person at a branch of the token's pool (POST /api/profile). A person with an
 * account gets the profile at once; a person without one gets an invitation mail (spec 001 section
 * 6). Only a sysadmin gives a sysadmin role; every role must be visible in the pool.
 */
export async function giveProfile(
  deps: ServiceDeps,
  auth: TokenPayload,
  input: { person_id: number; branch_id: number | null; role_ids: number[] },
): Promise<GiveProfileResult> {
  const now = deps.clock.now();
  const poolId = auth.pool_id;
  const token = newRefreshToken();
  const result = await deps.db.withPool(poolId, async (tx) => {
    const byId = await rolesInPool(tx);
    const roleIds = [...new Set(input.role_ids)];
    if (roleIds.some((id) => !byId.has(id)))
      throw unprocessable({ role_ids: [Messages.notFound.replace('{{id}}', roleIds.filter((id) => !byId.has(id)).join(', '))] });
    if (roleIds.some((id) => !mayGive(auth, id, byId))) throw forbidden(Messages.notEnoughPermissions);
    const person = await personContact(tx, poolId, input.person_id);
    if (!person) throw notFound(Messages.notFound.replace('{{id}}', String(input.person_id)));
    const accountId = await accountOfPerson(tx, poolId, input.person_id);
    if (accountId !== null) {
      const profileId = await insertProfile(tx, { poolId, accountId, personId: input.person_id, branchId: input.branch_id, roleIds });
      return { profile_id: profileId, invited: false as const };
    }
    if (!person.email) throw unprocessable({ person_id: ['The person has no e-mail address.'] });
    await insertAccountInvitation(tx, {
      poolId,
      personId: input.person_id,
      branchId: input.branch_id,
      roleIds,
      email: person.email,
      fullName: person.fullName,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + ACCOUNT_INVITATION_TTL_SECONDS * 1000),
      createdBy: auth.username,
      createdAt: now,
    });
    const mail = accountInvitationMail(auth.pool_name, person.fullName, publicLink(deps.config.PUBLIC_URL, `/account/invite/${token}`));
    await writeMail(tx, deps, {
      pool_id: poolId,
      recipient: person.email,
      subject: mail.subject,
      text: mail.text,
      secrets: mail.secrets,
      template: 'account.invitation',
    });
    return { profile_id: null, invited: true as const };
  });
  return result;
}

/** A usable invitation: 404 unknown, 410 expired or already used. */
async function liveInvitation(deps: ServiceDeps, token: string): Promise<AccountInvitation> {
  const invitation = await deps.db.withSystem((tx) => findInvitationByToken(tx, hashToken(token)));
  if (!invitation) throw notFound(InvitationMessages.notFound);
  if (invitation.acceptedAt || invitation.expiresAt.getTime() <= deps.clock.now().getTime())
    throw new HttpError(410, InvitationMessages.expired);
  return invitation;
}

export async function showInvitation(deps: ServiceDeps, token: string): Promise<AccountInvitationView> {
  const invitation = await liveInvitation(deps, token);
  const pool = await deps.db.withGlobal((tx) => findPoolById(tx, invitation.poolId));
  if (!pool) throw notFound(InvitationMessages.notFound);
  return {
    pool: { id: pool.id, name: pool.name, url: pool.url, logo: pool.logo },
    person: { email: invitation.email, full_name: invitation.fullName },
  };
}

/** Links the invited profile to the account in one transaction and logs that profile in. */
async function acceptFor(deps: ServiceDeps, invitation: AccountInvitation, ownerOf: (tx: Tx) => Promise<Account>): Promise<IssuedTokens> {
  const now = deps.clock.now();
  // in the invitation's pool: its row, the new profile and (registering) the new account
  const { owner, profileId } = await deps.db.withPool(invitation.poolId, async (tx) => {
    const owner = await ownerOf(tx);
    if (!(await acceptInvitation(tx, invitation.id, now))) throw new HttpError(410, InvitationMessages.expired);
    const profileId = await insertProfile(tx, {
      poolId: invitation.poolId,
      accountId: owner.id,
      personId: invitation.personId,
      branchId: invitation.branchId,
      roleIds: invitation.roleIds,
    });
    return { owner, profileId };
  });
  const facts = await loadSessionFacts(deps, owner, invitation.poolId, profileId);
  const issued = await issueTokens(deps, owner.id, facts);
  if (!issued) throw new HttpError(410, InvitationMessages.expired);
  return issued;
}

/** An existing account joins: its e-mail (or username) and password. */
export async function joinInvitation(
  deps: ServiceDeps,
  throttle: AuthThrottle,
  token: string,
  input: { email: string; password: string },
  clientIp: string,
): Promise<IssuedTokens> {
  const invitation = await liveInvitation(deps, token);
  const account = await authenticate(deps, throttle, { username: input.email, password: input.password }, clientIp);
  return acceptFor(deps, invitation, async () => account);
}

/** A new account: username and e-mail must be free (422 per field). */
export async function registerInvitation(
  deps: ServiceDeps,
  token: string,
  input: { email: string; username: string; password: string },
): Promise<IssuedTokens> {
  const invitation = await liveInvitation(deps, token);
  const passwordHash = await hashPassword(input.password);
  return acceptFor(deps, invitation, async (tx) => {
    const taken = await takenLogins(tx, input.username, input.email);
    const errors: Record<string, string[]> = {};
    if (taken.username) errors.username = [InvitationMessages.taken];
    if (taken.email) errors.email = [InvitationMessages.taken];
    if (Object.keys(errors).length) throw unprocessable(errors);
    return insertAccount(tx, { username: input.username, email: input.email, passwordHash });
  });
}

import { MailingPermission } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { NEW_ACTIVE_SUBSTITUTE_TEMPLATE, newActiveSubstituteMail } from '../domain/substitute-mails';
import { mailingHolders, plannersOf } from '../store/mailing-holders';
import { writeMail } from '../store/outbox';
import { branchName, personContacts } from '../store/substitute-profiles';

const RIGHT = MailingPermission.MAILING_NEW_ACTIVE_SUBSTITUTE;

/**
 * In the transaction that made `personId` an active substitute (ADR 0345): tells the planners who
 * plan the branches the person's live profiles are coupled to and hold MAILING_NEW_ACTIVE_SUBSTITUTE
 * (`plannersOf`), each in one mail; who made the change (the persons of `author`'s account) and the
 * substitute are left out, and a planner's mail settings decide as for every notification mailing.
 */
export async function mailNewActiveSubstitute(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  poolId: number,
  author: string,
  substitute: { personId: number; branchId: number | null },
): Promise<void> {
  const planners = await plannersOf(
    tx,
    poolId,
    RIGHT,
    { personId: substitute.personId },
    { username: author, personIds: [substitute.personId] },
  );
  const holders = await mailingHolders(tx, poolId, planners, RIGHT);
  if (!holders.size) return;
  const contacts = await personContacts(tx, poolId, [substitute.personId, ...holders]);
  const name = contacts.get(substitute.personId)?.fullName ?? '';
  const branch = await branchName(tx, poolId, substitute.branchId);
  for (const planner of holders) {
    const to = contacts.get(planner);
    if (!to?.email) continue;
    await writeMail(tx, deps, {
      pool_id: poolId,
      recipient: to.email,
      template: NEW_ACTIVE_SUBSTITUTE_TEMPLATE,
      ...newActiveSubstituteMail(to.fullName, name, branch),
    });
  }
}

import { MailingPermission } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import {
  changedPersonalData,
  PERSONAL_DATA_CHANGED_TEMPLATE,
  personalDataChangedMail,
  personFullName,
} from '../domain/persons/personal-data-mail';
import type { ApiRecord } from '../store/entity-store';
import { mailingHolders } from '../store/mailing-holders';
import { writeMessages } from '../store/outbox';

/**
 * In the transaction of a change of a person (PUT person/{id}): when their personal data changed,
 * tells the person, as a security notice (ADR 0345), whoever made the change. Only a person with a
 * live profile in the pool whose role holds MAILING_PERSONAL_DATA_CHANGED (and who has not switched
 * the notification mails off) is told: a person without an account has no account to protect. The
 * notice goes to the e-mail address on record before the change, and to the new one when it
 * changed, so a changed address cannot hide it.
 */
export async function mailPersonalDataChange(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  poolId: number,
  before: ApiRecord,
  after: ApiRecord,
): Promise<void> {
  const changed = changedPersonalData(before, after);
  if (!changed.length) return;
  const personId = after.id as number;
  const holders = await mailingHolders(tx, poolId, [personId], MailingPermission.MAILING_PERSONAL_DATA_CHANGED, { withoutProfile: false });
  if (!holders.has(personId)) return;
  const mail = personalDataChangedMail(personFullName(before), changed);
  const addresses = new Set([before.email, after.email].filter((e): e is string => typeof e === 'string' && e !== ''));
  await writeMessages(
    tx,
    deps,
    [...addresses].map((recipient) => ({
      pool_id: poolId,
      channel: 'mail' as const,
      recipient,
      html: null,
      template: PERSONAL_DATA_CHANGED_TEMPLATE,
      ...mail,
    })),
  );
}

import type { OutboxMessage } from '@app/contracts';
import { writeOutbox, type ServiceDeps, type Tx } from '@app/service-kit';
import { outbox } from '../db/schema';

/** Writes a mail into identity's outbox in the transaction `tx` of the change that causes it (ADR 0144). */
export const writeMail = (tx: Tx, deps: Pick<ServiceDeps, 'config' | 'clock'>, mail: Omit<OutboxMessage, 'channel' | 'html'>) =>
  writeOutbox(tx, outbox, deps.config, [{ ...mail, channel: 'mail', html: null }], deps.clock.now());

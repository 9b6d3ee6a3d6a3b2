import type { OutboxMessage } from '@app/contracts';
import { writeOutbox, type ServiceDeps, type Tx } from '@app/service-kit';
import { outbox } from '../db/schema';

/** Writes messages into master data's outbox in the transaction `tx` of the change that causes them (ADR 0144). */
export const writeMessages = (tx: Tx, deps: Pick<ServiceDeps, 'config' | 'clock'>, messages: readonly OutboxMessage[]) =>
  writeOutbox(tx, outbox, deps.config, messages, deps.clock.now());

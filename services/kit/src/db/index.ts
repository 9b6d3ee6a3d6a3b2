export * from './database';
export * from './built-once';
export * from './tenant';
export * from './roles';
export * from './branch-scope';
export * from './mailing-holders';
export * from './statistics';
export { outboxTable, type OutboxTable, type OutboxRow } from '../outbox/outbox-table';

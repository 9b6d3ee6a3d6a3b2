export * from './outbox-table';
export * from './outbox-write';
export * from './outbox-relay';
export * from './sealed-secrets';

export * from './start-services';
export * from './service-catalogue';
export * from './mailbox';
export * from './smtp-sink';

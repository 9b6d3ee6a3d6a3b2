export * from './database';
export * from './tenant';

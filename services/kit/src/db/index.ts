export * from './database';
export * from './tenant';
export * from './roles';

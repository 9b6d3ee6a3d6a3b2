export * from './database';
export * from './tenant';
export * from './roles';
export * from './branch-scope';

export * from './run';
export * from './targets';

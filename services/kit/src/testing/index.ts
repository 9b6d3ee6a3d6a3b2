export * from './test-deps';
export * from './tokens';

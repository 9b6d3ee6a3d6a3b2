export * from './test-deps';
export * from './tokens';
export * from './permission-matrix';
export * from './matrix-suite';

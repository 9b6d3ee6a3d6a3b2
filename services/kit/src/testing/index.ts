export * from './test-deps';
export * from './tokens';
export * from './permission-matrix';
export * from './matrix-suite';
export * from './least-privilege';
export * from './tenant-isolation';
export * from './bad-input';
export * from './csv-columns';

export * from './gateway-app';
export * from './realtime';
export * from './registry';
export * from './dispatch';
export * from './openapi';
export * from './token-versions';
export * from './embed-frames';

// `@app/platform/query`: react-query settings and shared queries (kept off the /login path).
export { createQueryClient, refreshOnReconnect, type CallMeta, type FailedReadHandler, type ReconnectSource } from '../query/query-client';
export { useLiveMenu, useMenu } from '../query/use-menu';

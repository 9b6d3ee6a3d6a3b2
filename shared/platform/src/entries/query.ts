// `@app/platform/query`: react-query settings (kept off the /login path).
export { createQueryClient } from '../query/query-client';

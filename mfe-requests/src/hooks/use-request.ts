import { useQuery } from '@tanstack/react-query';
import { requestApi, requestKeys } from '../lib/request-api';

/** GET request/{id}: the request the popup shows (its lock, status and counts included). */
export function useRequest(id: number) {
  // a request that is not there closes the popup with its own message (ERR-GEN-04)
  return useQuery({ queryKey: requestKeys.request(id), queryFn: () => requestApi.get(id), meta: { handles: [404] } });
}

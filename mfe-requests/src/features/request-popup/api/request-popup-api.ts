import { useQuery } from '@tanstack/react-query';
import { requestApi, requestKeys } from '../../../lib/request-api';

/** GET request/{id}: the request the popup shows (its lock, status and counts included). */
export function useRequest(id: number) {
  // a request that is not there closes the popup with its own message (ERR-GEN-04)
  return useQuery({ queryKey: requestKeys.request(id), queryFn: () => requestApi.get(id), meta: { handles: [404] } });
}

/** The request's branch, for the phone's branch tab. */
export const useRequestBranch = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'branch'), queryFn: () => requestApi.branch(requestId) });

export const useExternalRelations = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'external-relations'), queryFn: () => requestApi.externalRelations(requestId) });

export const useRequestNotes = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'notes'), queryFn: () => requestApi.notes(requestId) });

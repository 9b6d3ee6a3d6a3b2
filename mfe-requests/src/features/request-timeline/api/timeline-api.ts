import { useQuery } from '@tanstack/react-query';
import { requestApi, requestKeys } from '../../../lib/request-api';

export const useRequestTimeline = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'timeline'), queryFn: () => requestApi.timeline(requestId) });

/** A mail or text message its timeline entry records, read when its preview opens. */
export const useRequestMessage = (requestId: number, entryId: number) =>
  useQuery({
    queryKey: [...requestKeys.part(requestId, 'timeline'), 'message', entryId],
    queryFn: () => requestApi.message(requestId, entryId),
  });

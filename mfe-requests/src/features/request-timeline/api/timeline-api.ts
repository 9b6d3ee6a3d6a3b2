import { useQuery } from '@tanstack/react-query';
import { requestApi, requestKeys } from '../../../lib/request-api';

export const useRequestTimeline = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'timeline'), queryFn: () => requestApi.timeline(requestId) });

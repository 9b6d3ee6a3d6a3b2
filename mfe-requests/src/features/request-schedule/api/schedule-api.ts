import { useQuery } from '@tanstack/react-query';
import { requestApi, requestKeys } from '../../../lib/request-api';

/** The request's dayparts with the calendar's context; a daypart action reads them again through the request's key. */
export const useRequestDayparts = (requestId: number) =>
  useQuery({ queryKey: requestKeys.part(requestId, 'dayparts'), queryFn: () => requestApi.dayparts(requestId) });

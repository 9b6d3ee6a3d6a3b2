import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestGroupView, RequestListRow } from '@app/contracts';
import { api } from '@app/platform/api';
import type { ListMeta, ListQueryParams } from '@app/ui/entity-list';
import { requestKeys } from '../../../lib/request-api';

/** A page of the group list with the total over the filter; the last page stays while the next loads. */
export const useGroupPage = (query: ListQueryParams) =>
  useQuery({
    queryKey: [...requestKeys.groups, 'list', query],
    queryFn: async () => {
      const answer = await api.get<RequestGroupView[]>('/request-group', { query });
      return { rows: answer.data ?? [], total: (answer.meta as ListMeta).pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

/** The request list searched by number, absentee or branch (its first 25). */
export const useRequestsFound = (term: string) =>
  useQuery({
    queryKey: ['request-search', term],
    queryFn: async () =>
      (await api.get<RequestListRow[]>('/request', { query: { page: 1, itemsPerPage: 25, 'search[request]': term } })).data ?? [],
    placeholderData: keepPreviousData,
  });

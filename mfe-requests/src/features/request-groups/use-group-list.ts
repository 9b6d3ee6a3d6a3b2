import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestGroupView, RequestStatus } from '@app/contracts';
import { api } from '@app/platform/api';
import { buildListQuery, type ListMeta } from '@app/ui/entity-list';
import { useDebouncedValue } from '@app/ui/template-form';
import { requestKeys } from '../../lib/request-api';

export const GROUPS_PER_PAGE = 25;

/** The group list's page: search by reference or description, filter by status, newest period first (the service's default). */
export function useGroupList() {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const term = useDebouncedValue(search, 400);
  const query = buildListQuery({
    page,
    itemsPerPage: GROUPS_PER_PAGE,
    sort: null,
    searchKey: 'reference',
    search: term,
    filters: { status: status ? [status] : [] },
  });
  const groups = useQuery({
    queryKey: [...requestKeys.groups, 'list', query],
    queryFn: async () => {
      const answer = await api.get<RequestGroupView[]>('/request-group', { query });
      return { rows: answer.data ?? [], total: (answer.meta as ListMeta).pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
  return {
    groups,
    page,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
    status,
    setStatus: (next: RequestStatus | '') => {
      setStatus(next);
      setPage(0);
    },
  };
}

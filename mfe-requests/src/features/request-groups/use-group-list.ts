import { useState } from 'react';
import type { RequestStatus } from '@app/contracts';
import { buildListQuery } from '@app/ui/entity-list';
import { useDebouncedValue } from '@app/ui/template-form';
import { useGroupPage } from './api/request-groups-api';

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
  const groups = useGroupPage(query);
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

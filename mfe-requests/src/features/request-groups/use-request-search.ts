import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestListRow } from '@app/contracts';
import { api } from '@app/platform/api';
import { useDebouncedValue } from '@app/ui/template-form';

/** Requests to pick from: the request list searched by number, absentee or branch (its first 25). */
export function useRequestSearch() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const requests = useQuery({
    queryKey: ['request-search', term],
    queryFn: async () =>
      (await api.get<RequestListRow[]>('/request', { query: { page: 1, itemsPerPage: 25, 'search[request]': term } })).data ?? [],
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, requests };
}

import { useState } from 'react';
import { useDebouncedValue } from '@app/ui/template-form';
import { useRequestsFound } from './api/request-groups-api';

/** Requests to pick from: the request list searched by number, absentee or branch (its first 25). */
export function useRequestSearch() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const requests = useRequestsFound(term);
  return { search, setSearch, requests };
}

import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@app/contracts';
import { fetchInputOptions } from '@app/ui/template-form';

/** The pool's labels (GET inputs labels), read once a minute at most by every screen that names or picks them. */
export function useLabels(enabled = true): readonly SelectOption[] {
  const labels = useQuery({
    queryKey: ['inputs', 'labels', 'all'],
    queryFn: () => fetchInputOptions('labels'),
    staleTime: 60_000,
    enabled,
  });
  return labels.data ?? [];
}

/** Label names by id, for what a request or group keeps as ids (required employability, a filter). */
export function useLabelNames(enabled = true): ReadonlyMap<number, string> {
  return new Map(useLabels(enabled).map((l) => [Number(l.id), l.name]));
}

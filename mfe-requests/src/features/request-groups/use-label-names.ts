import { useQuery } from '@tanstack/react-query';
import { fetchInputOptions } from '@app/ui/template-form';

/** Label names by id, for the required employability a request keeps as ids. */
export function useLabelNames(): ReadonlyMap<number, string> {
  const labels = useQuery({ queryKey: ['inputs', 'labels', 'all'], queryFn: () => fetchInputOptions('labels'), staleTime: 60_000 });
  return new Map((labels.data ?? []).map((l) => [Number(l.id), l.name]));
}

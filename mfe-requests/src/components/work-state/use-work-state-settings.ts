import { useQuery } from '@tanstack/react-query';
import { workStateApi, workStateKeys } from '../../lib/work-state-api';

/** The step switches, named checkmarks and the caller's actions (GET /api/work-state/settings); they change rarely. */
export const useWorkStateSettings = () => useQuery({ queryKey: workStateKeys.settings, queryFn: workStateApi.settings, staleTime: 60_000 });

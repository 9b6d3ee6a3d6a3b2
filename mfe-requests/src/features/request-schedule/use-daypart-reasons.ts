import { useQuery } from '@tanstack/react-query';
import type { ReasonAction } from '@app/contracts';
import { fetchInputOptions } from '@app/ui/template-form';

interface DaypartReason {
  id: number;
  name: string;
  action: ReasonAction;
  /** the reason code `comment`: an action with this reason needs a comment (REQ-DP-02) */
  comment?: boolean;
}

/**
 * The reasons for dayparts of master data (REQ-DP-03, `inputs[reason_for_dayparts]`), fetched once
 * and kept per action: an action offers only the reasons of its own reason action.
 */
export function useDaypartReasons(action: ReasonAction | null) {
  const reasons = useQuery({
    queryKey: ['inputs', 'reason_for_dayparts', 'all'],
    queryFn: () => fetchInputOptions<DaypartReason>('reason_for_dayparts'),
    staleTime: 60_000,
  });
  return { ...reasons, options: action ? (reasons.data ?? []).filter((r) => r.action === action) : [] };
}

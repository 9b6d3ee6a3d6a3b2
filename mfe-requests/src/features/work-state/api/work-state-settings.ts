import { useQuery } from '@tanstack/react-query';
import { WorkStateRights, type WorkStateSettings } from '@app/contracts';
import { useHasRight } from '@app/platform/session';
import { workStateApi, workStateKeys } from './work-state-api';

/**
 * What a caller without the work-state rights sees of a request's lines (it may see the request, so
 * its tab): every step, no extra checkmark, no action, no edit.
 */
export const READ_ONLY_SETTINGS: WorkStateSettings = {
  steps: { approved: true, reviewed: true, processed: true, sent: true },
  checkmarks: [],
  actions: [],
  can_edit: false,
  payroll_configured: false,
};

/** The step switches, named checkmarks and the caller's actions (GET /api/work-state/settings); they change rarely. */
export const useWorkStateSettings = (enabled = true) =>
  useQuery({ queryKey: workStateKeys.settings, queryFn: workStateApi.settings, staleTime: 60_000, enabled });

/** True when the caller may read the work state itself (the settings call, the page, a line). */
export const useSeesWorkState = () => useHasRight(WorkStateRights.view);

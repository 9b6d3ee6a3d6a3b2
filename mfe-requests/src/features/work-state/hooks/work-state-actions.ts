import type { WorkStateAction, WorkStateCheckmark, WorkStateSettings, WorkStateStep } from '@app/contracts';

/** One button of the bulk bar: an action, and for check and uncheck the checkmark and its name. */
export interface BulkChoice {
  key: string;
  action: WorkStateAction;
  checkmark?: WorkStateCheckmark;
  name?: string;
}

/** The step each step action takes: an action shows only while its step is switched on (WS-02). */
const STEP_OF: Partial<Record<WorkStateAction, WorkStateStep>> = {
  approve: 'approved',
  review: 'reviewed',
  process: 'processed',
  send: 'sent',
};

/**
 * The bulk actions this caller gets, in flow order: the ones its rights allow (the settings answer
 * says which) whose step is on (send only with a payroll system configured), undo, then tick and
 * untick for every named checkmark (WS-03).
 */
export function bulkChoices(settings: WorkStateSettings): BulkChoice[] {
  const allowed = new Set(settings.actions);
  const steps = (['approve', 'review', 'process', 'send', 'undo'] as const)
    .filter((action) => allowed.has(action))
    .filter((action) => {
      const step = STEP_OF[action];
      return !step || settings.steps[step];
    })
    // without a payroll system a send could only be refused, line by line
    .filter((action) => action !== 'send' || settings.payroll_configured)
    .map((action): BulkChoice => ({ key: action, action }));
  const checks = settings.checkmarks.flatMap(({ number, name }) =>
    (['check', 'uncheck'] as const)
      .filter((action) => allowed.has(action))
      .map((action): BulkChoice => ({ key: `${action}-${number}`, action, checkmark: number, name })),
  );
  return [...steps, ...checks];
}

/** The step columns a table shows: the steps switched on, in flow order. */
export const shownSteps = (settings: WorkStateSettings): WorkStateStep[] =>
  (['approved', 'reviewed', 'processed', 'sent'] as const).filter((step) => settings.steps[step]);

import { sql } from 'drizzle-orm';
import {
  hasAnyRight,
  WORK_STATE_CHECKMARKS,
  WORK_STATE_SETTING_DEFAULTS as D,
  WorkStateRights,
  type RightsHolder,
  type WorkStateAction,
  type WorkStateSettings,
} from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { settingValueDirectory } from '@app/contracts/published-views/masterdata';
import type { StepSwitches } from '../domain/work-state/work-state-flow';

/** The pool's work-state settings: stored pool values over the defaults (master data keeps them). */
export async function readWorkStateSwitches(tx: Tx, poolId: number): Promise<{ steps: StepSwitches; checkmarks: Map<number, string> }> {
  const stored = await rowsOf<{ code: string; value: unknown }>(
    tx,
    sql`select code, value from ${settingValueDirectory} where pool_id = ${poolId} and branch_id is null and code like 'work\_state\_%'`,
  );
  const values = new Map(stored.map((r) => [r.code, r.value]));
  const flag = (code: keyof typeof D) => {
    const v = values.get(code);
    return v === undefined || v === null ? (D[code] as boolean) : v === true || v === 1 || v === '1';
  };
  const checkmarks = new Map<number, string>();
  for (const n of WORK_STATE_CHECKMARKS) {
    const v = values.get(`work_state_checkmark_${n}`);
    if (typeof v === 'string' && v.trim() !== '') checkmarks.set(n, v.trim());
  }
  return {
    steps: {
      approved: flag('work_state_approve_enabled'),
      reviewed: flag('work_state_review_enabled'),
      processed: flag('work_state_process_enabled'),
      sent: flag('work_state_send_enabled'),
    },
    checkmarks,
  };
}

const ACTION_STEP = { approve: 'approved', review: 'reviewed', process: 'processed', send: 'sent' } as const;

/** GET /api/work-state/settings: the switches, the named checkmarks and what the caller's rights allow. */
export async function workStateSettings(
  tx: Tx,
  poolId: number,
  caller: RightsHolder,
  payrollConfigured: boolean,
): Promise<WorkStateSettings> {
  const { steps, checkmarks } = await readWorkStateSwitches(tx, poolId);
  const actions: WorkStateAction[] = [];
  for (const action of ['approve', 'review', 'process', 'send'] as const)
    if (steps[ACTION_STEP[action]] && hasAnyRight(caller, WorkStateRights[action])) actions.push(action);
  if (hasAnyRight(caller, WorkStateRights.undo)) actions.push('undo');
  if (checkmarks.size && hasAnyRight(caller, WorkStateRights.check)) actions.push('check', 'uncheck');
  return {
    steps,
    checkmarks: [...checkmarks].map(([number, name]) => ({ number: number as WorkStateSettings['checkmarks'][number]['number'], name })),
    actions,
    can_edit: hasAnyRight(caller, WorkStateRights.edit),
    payroll_configured: payrollConfigured,
  };
}

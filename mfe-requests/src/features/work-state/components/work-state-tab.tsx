import { useState } from 'react';
import { useUnsavedChanges } from '@app/ui/popup';
import { QueryProblem, QueryState } from '@app/ui/query-state';
import { LineDialog, type LineTab } from './line-dialog';
import { usePayrollPolling } from '../hooks/use-payroll-polling';
import { READ_ONLY_SETTINGS, useSeesWorkState, useWorkStateSettings } from '../api/work-state-settings';
import { WorkStateLines } from './work-state-lines';
import { useRequestWorkState } from '../api/work-state-queries';
import type { WorkStateLine } from '@app/contracts';

const linesOf = (lines: WorkStateLine[]) => lines;

/**
 * The request popup's Work state tab (WS-01): the request's lines with the same table, bulk actions
 * and line dialog as the work-state page; read-only to a caller who may see the request but not the
 * work state. The fetch polls while a line is on its way to payroll (WS-09).
 */
export function WorkStateTab({ requestId }: { requestId: number }) {
  const seesWorkState = useSeesWorkState();
  const settingsQuery = useWorkStateSettings(seesWorkState);
  const settings = seesWorkState ? settingsQuery.data : READ_ONLY_SETTINGS;
  const polling = usePayrollPolling(linesOf);
  const lines = useRequestWorkState(requestId, polling.refetchInterval);
  const [open, setOpen] = useState<{ id: number; tab: LineTab } | null>(null);
  const unsaved = useUnsavedChanges();
  const close = () => void unsaved.confirmLeave().then((ok) => ok && setOpen(null));

  if (!settings) return <QueryProblem query={settingsQuery} failed="work_state.settings_failed" testId="work-state-settings" />;
  return (
    <>
      <QueryState
        query={lines}
        failed="work_state.load_failed"
        empty="work_state.request_empty"
        isEmpty={(data) => data.length === 0}
        testId="work-state"
      >
        {(data) => (
          <WorkStateLines
            lines={data}
            settings={settings}
            inRequest
            onOpen={seesWorkState ? (line) => setOpen({ id: line.id, tab: 'details' }) : undefined}
            onBulkDone={polling.restart}
            testId="work-state-tab"
          />
        )}
      </QueryState>
      {open ? (
        <LineDialog
          id={open.id}
          tab={open.tab}
          settings={settings}
          unsaved={unsaved}
          onTab={(tab) => setOpen({ ...open, tab })}
          onClose={close}
        />
      ) : null}
    </>
  );
}

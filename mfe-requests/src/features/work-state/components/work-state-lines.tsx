import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine, WorkStateSettings } from '@app/contracts';
import type { ListSort } from '@app/ui/entity-list';
import { BulkActionBar } from './bulk-action-bar';
import { BulkProgressDialog } from './bulk-progress-dialog';
import { useBulkAction, type BulkRun } from '../hooks/use-bulk-action';
import { useLineSelection } from '../hooks/use-line-selection';
import { bulkChoices } from '../hooks/work-state-actions';
import { workStateColumns, type WorkStateColumn } from './work-state-columns';
import { WorkStateTable } from './work-state-table';

export interface WorkStateLinesProps {
  lines: readonly WorkStateLine[];
  settings: WorkStateSettings;
  /** the request popup's tab: no request and branch columns */
  inRequest?: boolean;
  sort?: ListSort | null;
  onSort?(column: string): void;
  /** the totals row, given the columns shown */
  footer?(columns: readonly WorkStateColumn[], selectable: boolean): ReactNode;
  /** none: the lines do not open (a caller without the work-state rights) */
  onOpen?(line: WorkStateLine): void;
  /** after a bulk action (the send restarts its polling) */
  onBulkDone?(run: BulkRun): void;
  /** a change of it (another filter) clears the selection */
  selectionScope?: string;
  testId: string;
}

/**
 * Work-state lines with what can be done to them: the bulk actions the caller's rights and the step
 * settings allow on the selected lines, their progress and summary. The work-state page and the
 * request popup's Work state tab both show their lines through it.
 */
export function WorkStateLines({
  lines,
  settings,
  inRequest = false,
  sort,
  onSort,
  footer,
  onOpen,
  onBulkDone,
  selectionScope,
  testId,
}: WorkStateLinesProps) {
  const { t } = useTranslation();
  const selection = useLineSelection();
  const { clear } = selection;
  useEffect(() => clear(), [selectionScope, clear]);
  const choices = useMemo(() => bulkChoices(settings), [settings]);
  const columns = useMemo(() => workStateColumns(t, settings, inRequest), [t, settings, inRequest]);
  const done = useCallback(
    (run: BulkRun) => {
      clear();
      onBulkDone?.(run);
    },
    [clear, onBulkDone],
  );
  const bulk = useBulkAction(done);
  const selectable = choices.length > 0;
  return (
    <>
      <BulkActionBar
        choices={choices}
        selectedCount={selection.selected.size}
        busy={!!bulk.run && !bulk.run.outcome}
        onChoose={(choice) => void bulk.start(choice, selection.selected)}
        testId={testId}
      />
      <WorkStateTable
        lines={lines}
        columns={columns}
        selection={selectable ? selection : undefined}
        sort={sort}
        onSort={onSort}
        onOpen={onOpen}
        footer={footer?.(columns, selectable)}
        testId={testId}
      />
      {bulk.run ? <BulkProgressDialog run={bulk.run} onClose={bulk.close} testId={`${testId}-bulk`} /> : null}
    </>
  );
}

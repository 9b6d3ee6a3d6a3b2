import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { workStateApi, workStateKeys } from '../api/work-state-api';
import { runBulkAction, type BulkOutcome, type BulkProgress } from './run-bulk-action';
import type { BulkChoice } from './work-state-actions';

/** A bulk action under way or just done: what was asked, on which lines, how far it is, and its outcome once done. */
export interface BulkRun {
  choice: BulkChoice;
  lines: ReadonlyMap<number, WorkStateLine>;
  progress: BulkProgress;
  outcome: BulkOutcome | null;
}

/** Runs a bulk action in chunks with its progress, then reloads every work-state read (page, tab, dialog). */
export function useBulkAction(onDone?: (run: BulkRun) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BulkRun | null>(null);

  const start = useCallback(
    async (choice: BulkChoice, lines: ReadonlyMap<number, WorkStateLine>) => {
      const ids = [...lines.keys()];
      setRun({ choice, lines, progress: { done: 0, total: ids.length }, outcome: null });
      const outcome = await runBulkAction(
        { action: choice.action, ids, ...(choice.checkmark ? { checkmark: choice.checkmark } : {}) },
        workStateApi.act,
        (progress) => setRun((current) => current && { ...current, progress }),
        (error) => apiErrorText(error, t('work_state.bulk.call_failed')),
      );
      const finished = { choice, lines, progress: { done: ids.length, total: ids.length }, outcome };
      setRun(finished);
      onDone?.(finished);
      await queryClient.invalidateQueries({ queryKey: workStateKeys.all });
    },
    [onDone, queryClient, t],
  );
  const close = useCallback(() => setRun(null), []);
  return { run, start, close };
}

import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine, WorkStateMark } from '@app/contracts';
import { DateFormat, inAmsterdam } from '@app/platform/dates';

/**
 * 'Approved by Sam School on 24-11-2026 09:12': who took a step and when (WS-05). A mark the payroll
 * send set names nobody: 'Sent on 26-11-2026 11:00'.
 */
export function useMarkText() {
  const { t } = useTranslation();
  return (stepName: string, mark: WorkStateMark) => {
    const at = inAmsterdam(mark.at).format(DateFormat.dateTime);
    return mark.by.name
      ? t('work_state.mark', { step: stepName, name: mark.by.name, at })
      : t('work_state.mark_at', { step: stepName, at });
  };
}

/**
 * A checkmark of a step or an extra checkmark: a tick whose tooltip (on hover and on keyboard focus)
 * names the acting user and the time; nothing when the step is not taken.
 */
export function StepMark({ mark, stepName, testId }: { mark: WorkStateMark | null | undefined; stepName: string; testId: string }) {
  const markText = useMarkText();
  if (!mark) return null;
  const text = markText(stepName, mark);
  return (
    <Tooltip title={text}>
      <Box component="span" role="img" tabIndex={0} aria-label={text} data-testid={testId} sx={{ display: 'inline-flex' }}>
        <CheckIcon fontSize="small" color="success" />
      </Box>
    </Tooltip>
  );
}

/** The Sent cell: the tick once sent, else where the payroll send stands (queued, sending, rejected with its reason). */
export function SentMark({ line, stepName, testId }: { line: WorkStateLine; stepName: string; testId: string }) {
  const { t } = useTranslation();
  if (line.sent) return <StepMark mark={line.sent} stepName={stepName} testId={testId} />;
  const state = line.payroll_state;
  if (state !== 'queued' && state !== 'sending' && state !== 'rejected') return null;
  const text = t(`work_state.payroll.${state}`, { error: line.payroll_error ?? '' });
  return (
    <Tooltip title={text}>
      <Box component="span" role="img" tabIndex={0} aria-label={text} data-testid={`${testId}-${state}`} sx={{ display: 'inline-flex' }}>
        {state === 'rejected' ? <ErrorOutlineIcon fontSize="small" color="error" /> : <ScheduleSendIcon fontSize="small" color="action" />}
      </Box>
    </Tooltip>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BulkChoice } from '../hooks/work-state-actions';

/** The text of a bulk action's button ('Approve', 'Tick Paid'). */
export function useChoiceLabel() {
  const { t } = useTranslation();
  return (choice: BulkChoice) => t(`work_state.actions.${choice.action}`, { name: choice.name ?? '' });
}

export interface BulkActionBarProps {
  choices: readonly BulkChoice[];
  selectedCount: number;
  busy: boolean;
  onChoose(choice: BulkChoice): void;
  testId: string;
}

/** The actions on the selected lines that the caller's rights and the step settings allow; nothing when there are none. */
export function BulkActionBar({ choices, selectedCount, busy, onChoose, testId }: BulkActionBarProps) {
  const { t } = useTranslation();
  const label = useChoiceLabel();
  if (choices.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('work_state.actions.label')}
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 1 }}
      data-testid={`${testId}-actions`}
    >
      <Typography variant="body2" sx={{ mr: 1 }} data-testid={`${testId}-selected`}>
        {t('work_state.selected', { count: selectedCount })}
      </Typography>
      {choices.map((choice) => (
        <Button
          key={choice.key}
          size="small"
          variant={choice.action === 'undo' || choice.action === 'uncheck' ? 'outlined' : 'contained'}
          disabled={selectedCount === 0 || busy}
          onClick={() => onChoose(choice)}
          data-testid={`${testId}-action-${choice.key}`}
        >
          {label(choice)}
        </Button>
      ))}
    </Stack>
  );
}

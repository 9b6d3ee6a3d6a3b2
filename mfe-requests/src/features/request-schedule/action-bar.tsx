import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DaypartAction } from '@app/contracts';

export interface OfferedAction {
  action: DaypartAction;
  /** how many of the selected dayparts it takes; 0: its precondition holds on none of them */
  count: number;
}

/**
 * The daypart actions of the selection: each enabled only when its precondition holds on at least
 * one selected daypart and the user may take it, with the number of dayparts it would take.
 */
export function ActionBar({
  actions,
  selectedDays,
  onAction,
}: {
  actions: OfferedAction[];
  selectedDays: number;
  onAction(action: DaypartAction): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="daypart-actions">
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} data-testid="daypart-actions-hint">
        {selectedDays === 0 ? t('schedule.select_hint') : t('schedule.days_selected', { count: selectedDays })}
      </Typography>
      {actions.map(({ action, count }) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          disabled={count === 0}
          onClick={() => onAction(action)}
          data-testid={`daypart-action-${action}`}
        >
          {count > 0 ? t('actions.button_count', { name: t(`actions.name.${action}`), count }) : t(`actions.name.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}

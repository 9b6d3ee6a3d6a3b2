import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface SelectionPopupProps {
  count: number;
  onClear: () => void;
  /** the caller's buttons beside Clear (open the action panel, plan the days) */
  actions?: ReactNode;
}

/** The '{n} days selected' popup with Clear (CAL-SEL-07), kept in view at the bottom of the calendar while it scrolls. */
export function SelectionPopup({ count, onClear, actions }: SelectionPopupProps) {
  const { t } = useTranslation();
  return (
    <Paper className="yc-popup" elevation={6} data-testid="year-calendar-selection">
      <Typography variant="body2" role="status">
        {t('year_calendar.days_selected', { count })}
      </Typography>
      {actions}
      <Button size="small" onClick={onClear}>
        {t('year_calendar.clear')}
      </Button>
    </Paper>
  );
}

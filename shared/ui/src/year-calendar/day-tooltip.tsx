import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useCalendarView, type CalendarStore } from './calendar-store';

export interface DayTooltipProps {
  store: CalendarStore;
  /** the tooltip's content for a day */
  content: (date: string) => ReactNode;
}

/**
 * One tooltip for the whole calendar, over the day the pointer rests on (the root's handlers decide
 * when it has rested, and hide it while dragging): a tooltip per day would put a thousand listeners
 * and states on a school year.
 */
export function DayTooltip({ store, content }: DayTooltipProps) {
  const anchor = useCalendarView(store, (view) => (view.tooltip?.isConnected ? view.tooltip : null));
  const date = anchor?.dataset.date;
  return (
    <Popper open={!!date} anchorEl={anchor} placement="top" sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
      <Paper elevation={4} sx={{ px: 1, py: 0.5, maxWidth: 280 }} data-testid="year-calendar-tooltip">
        <Typography variant="caption" component="div">
          {date ? content(date) : null}
        </Typography>
      </Paper>
    </Popper>
  );
}

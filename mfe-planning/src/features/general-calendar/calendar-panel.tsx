import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarPanelRequest, RequestStatus } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import type { ListQueryParams } from '@app/ui/entity-list';
import { QueryState } from '@app/ui/query-state';
import { useCalendarRequests } from './api/calendar-api';

/** The slide panel's width (CAL-PAGE-01). */
export const PANEL_WIDTH = 650;

/** The status colours of the request list: completed green, medium orange, high red, other grey. */
const STATUS_COLOUR: Record<RequestStatus, 'success' | 'warning' | 'error' | 'default'> = {
  completed: 'success',
  medium: 'warning',
  high: 'error',
  other: 'default',
};

function RequestRow({ request }: { request: CalendarPanelRequest }) {
  const { t } = useTranslation();
  const range =
    request.first_date === request.last_date
      ? formatDisplayDate(request.first_date)
      : t('calendar.panel.range', { from: formatDisplayDate(request.first_date), to: formatDisplayDate(request.last_date) });
  return (
    <ListItemButton onClick={() => navigate(`/request/${request.number}/summary`)} data-testid={`calendar-request-${request.number}`}>
      <ListItemText
        primary={`#${request.number} ${request.absentee_name ?? t('calendar.panel.no_absentee')} · ${request.branch_name}`}
        secondary={[range, request.reason].filter(Boolean).join(' · ')}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
        <Typography variant="body2" data-testid={`calendar-request-${request.number}-dayparts`}>
          {t('calendar.panel.dayparts', { completed: request.completed_dayparts, count: request.dayparts })}
        </Typography>
        <Chip size="small" color={STATUS_COLOUR[request.status]} label={t(`calendar.status.${request.status}`)} />
      </Stack>
    </ListItemButton>
  );
}

/**
 * The right-hand slide panel (CAL-PAGE-01/02): the requests of the selected days, grouped by week
 * with how many of the week's requests are completed; a request opens its popup. Closing it clears
 * the selection and resets the filter (the page's `onClose`).
 */
export function CalendarPanel({ dates, query, onClose }: { dates: readonly string[]; query: ListQueryParams; onClose: () => void }) {
  const { t } = useTranslation();
  const weeks = useCalendarRequests(dates, query);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // above the shell's app bar (drawer + 1), which would cover the panel's head
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, maxWidth: '100%' }, 'data-testid': 'calendar-panel' } as object }}
    >
      <Stack direction="row" sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" data-testid="calendar-panel-title">
          {t('calendar.panel.title', { count: dates.length })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('calendar.panel.close')} data-testid="calendar-panel-close">
          ×
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <QueryState
          query={weeks}
          failed="calendar.panel.failed"
          empty="calendar.panel.empty"
          isEmpty={(data) => data.length === 0}
          testId="calendar-panel"
        >
          {(data) =>
            data.map((week) => (
              <List
                key={week.monday}
                dense
                data-testid={`calendar-week-${week.monday}`}
                subheader={
                  <ListSubheader disableSticky sx={{ display: 'flex', justifyContent: 'space-between', px: 0 }}>
                    <span>{t('calendar.panel.week', { number: week.week, monday: formatDisplayDate(week.monday) })}</span>
                    <span data-testid={`calendar-week-${week.monday}-counts`}>
                      {t('calendar.panel.completed', { completed: week.completed, total: week.total })}
                    </span>
                  </ListSubheader>
                }
              >
                {week.requests.map((request) => (
                  <RequestRow key={request.number} request={request} />
                ))}
              </List>
            ))
          }
        </QueryState>
      </Box>
    </Drawer>
  );
}

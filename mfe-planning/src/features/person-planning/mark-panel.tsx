import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { MarkedDaysBody, PersonCalendarView } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { DAYPARTS } from '@app/ui/year-calendar';
import { canToggle, daypartKey, markedDays, markingBody } from './planning-days';
import { planningUi, usePlanningUi } from './planning-store';
import { useMarkDays } from './api/use-planning';

/** The update actions of person planning (spec 000 'Person planning states'). */
const ACTIONS: readonly MarkedDaysBody['action'][] = ['absent', 'available', 'clear'];

/**
 * The marking panel of the selected days: each day's dayparts as checkboxes (checked unless the
 * daypart is planned: the default toggle is not allowed there), and absent, available and clear on
 * the checked dayparts only. Under the list it stays in view at the bottom (`sticky`); over the
 * calendar it is a dialog the calendar's '{n} days selected' popup opens (`dialog`), so the two
 * bottom bars never overlap. It closes once nothing is selected (a marking clears the selection).
 */
export function MarkPanel({
  view,
  person,
  frame,
  onClose,
}: {
  view: PersonCalendarView;
  person: number;
  frame: 'sticky' | 'dialog';
  onClose?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const selected = usePlanningUi((s) => s.selected);
  const unchecked = usePlanningUi((s) => s.unchecked);
  const marks = useMemo(() => markedDays(view, selected, unchecked), [view, selected, unchecked]);
  const mark = useMarkDays(person);
  if (selected.size === 0) return null;
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const none = markingBody('clear', marks) === null;
  const submit = (action: MarkedDaysBody['action']) => {
    const body = markingBody(action, marks);
    if (body) mark.mutate(body);
  };
  const title = (
    <Typography variant="subtitle1" component="h2" id="mark-title" data-testid="mark-count">
      {t('mark.title', { count: selected.size })}
    </Typography>
  );
  const days = (
    <Stack sx={{ maxHeight: frame === 'sticky' ? 220 : undefined, overflowY: 'auto', my: 1 }}>
      {Object.entries(marks).map(([date, parts]) => (
        <Stack key={date} direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="body2" sx={{ minWidth: 150 }}>
            {dayjs(date).locale(locale).format('dd D MMM YYYY')}
          </Typography>
          {DAYPARTS.map((n) => {
            const part = view.days[date]?.dayparts.find((d) => d.daypart === n);
            const name = t(n === 1 ? 'dayparts.morning' : 'dayparts.afternoon');
            return (
              <FormControlLabel
                key={n}
                label={name}
                disabled={!canToggle(part)}
                control={
                  <Checkbox
                    size="small"
                    checked={parts[n]?.checked === true}
                    onChange={() => planningUi.toggleDaypart(daypartKey(date, n))}
                    slotProps={{ input: { 'aria-label': `${date} ${name}` } }}
                    data-testid={`mark-${date}-${n}`}
                  />
                }
              />
            );
          })}
        </Stack>
      ))}
      {none && (
        <Typography variant="body2" color="warning.main" data-testid="mark-none-checked">
          {t('mark.none_checked')}
        </Typography>
      )}
    </Stack>
  );
  const actions = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          variant={action === 'clear' ? 'outlined' : 'contained'}
          color={action === 'absent' ? 'error' : action === 'available' ? 'success' : 'inherit'}
          disabled={none || mark.isPending}
          onClick={() => submit(action)}
          data-testid={`mark-${action}`}
        >
          {t(`mark.actions.${action}`)}
        </Button>
      ))}
      <Button onClick={frame === 'dialog' ? onClose : planningUi.clearSelection} disabled={mark.isPending} data-testid="mark-cancel">
        {t(frame === 'dialog' ? 'mark.close' : 'mark.cancel')}
      </Button>
    </Stack>
  );
  if (frame === 'dialog')
    return (
      <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="mark-title" data-testid="mark-panel">
        <DialogTitle component="div">{title}</DialogTitle>
        <DialogContent>{days}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </Dialog>
    );
  return (
    <Paper
      elevation={6}
      data-testid="mark-panel"
      sx={{ position: 'sticky', bottom: 8, mt: 2, p: 2, zIndex: 2 }}
      aria-labelledby="mark-title"
      role="region"
    >
      {title}
      {days}
      {actions}
    </Paper>
  );
}

import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MarkedDaysBody, PersonCalendarView } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { DAYPARTS } from '@app/ui/year-calendar';
import { canToggle, daypartKey, markedDays, markingBody } from './planning-days';
import { planningUi, usePlanningUi } from './planning-store';
import { useMarkDays } from './use-planning';

/** The update actions of person planning (spec 000 'Person planning states'). */
const ACTIONS: readonly MarkedDaysBody['action'][] = ['absent', 'available', 'clear'];

/**
 * The marking panel of the selected days: each day's dayparts as checkboxes (checked unless the
 * daypart is planned: the default toggle is not allowed there), and absent, available and clear on
 * the checked dayparts only.
 */
export function MarkPanel({ view, person }: { view: PersonCalendarView; person: number }) {
  const { t, i18n } = useTranslation();
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
  return (
    <Paper
      elevation={6}
      data-testid="mark-panel"
      sx={{ position: 'sticky', bottom: 8, mt: 2, p: 2, zIndex: 2 }}
      aria-label={t('mark.title', { count: selected.size })}
      role="region"
    >
      <Typography variant="subtitle1" data-testid="mark-count">
        {t('mark.title', { count: selected.size })}
      </Typography>
      <Stack sx={{ maxHeight: 220, overflowY: 'auto', my: 1 }}>
        {Object.entries(marks).map(([date, parts]) => (
          <Stack key={date} direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 150 }}>
              {dayjs(date).locale(locale).format('dd D MMM YYYY')}
            </Typography>
            {DAYPARTS.map((n) => {
              const part = view.days[date]?.dayparts.find((d) => d.daypart === n);
              return (
                <FormControlLabel
                  key={n}
                  label={t(n === 1 ? 'dayparts.morning' : 'dayparts.afternoon')}
                  disabled={!canToggle(part)}
                  control={
                    <Checkbox
                      size="small"
                      checked={parts[n]?.checked === true}
                      onChange={() => planningUi.toggleDaypart(daypartKey(date, n))}
                      slotProps={{ input: { 'aria-label': `${date} ${t(n === 1 ? 'dayparts.morning' : 'dayparts.afternoon')}` } }}
                      data-testid={`mark-${date}-${n}`}
                    />
                  }
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
      {none && (
        <Typography variant="body2" color="warning.main" data-testid="mark-none-checked">
          {t('mark.none_checked')}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
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
        <Button onClick={planningUi.clearSelection} disabled={mark.isPending} data-testid="mark-cancel">
          {t('mark.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
